import GuideSpecDocumentModel

/// Recovers the page's breadcrumb heading from line 1.
///
/// Every published page starts with its breadcrumb (`Platform > SDK > iOS Developer's Guide> Login`),
/// which the Markdown source writes as a level-2 heading; the scrape keeps it as a bare first line.
enum Breadcrumb {
    /// The level-2 heading held by the first line, when it is a breadcrumb: text with at least two non-empty parts separated by `>`.
    static func heading(_ facts: [LineFacts]) -> Heading? {
        guard let first = facts.first, first.line.number == 1, first.isPlain else { return nil }
        let parts = first.line.text.split(separator: ">", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        return Heading(level: 2, text: TextNormalization.collapseSpaces(first.line.text))
    }
}
