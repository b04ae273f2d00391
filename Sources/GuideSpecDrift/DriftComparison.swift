/// What the engine hands the rules of one scope: one page, the language versions of a page, two revisions, or the pages
/// of a guide. The engine builds it once per comparison, with what several rules need worked out once.
protocol DriftComparison: Sendable {
    /// The scope whose rules read this comparison.
    static var scope: DriftScope { get }
}

extension PageItems: DriftComparison {
    static var scope: DriftScope { .page }
}
