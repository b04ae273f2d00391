public import GuideSpecDocumentModel

/// Reads guide pages scraped from the published site as plain text into a `GuideDocument`.
///
/// The scrape kept the words but lost the markup: headings are bare lines, tables are flattened
/// into space-joined rows, code fences are gone (and with them closing lines such as `}` and
/// `@end`), links and images are reduced to their text. An article saved as text may keep its
/// Markdown fences, even indented under list items: those blocks are read as fenced code. The reader recovers the structure with
/// line heuristics, one per file in this target, and reports what could not be recovered as
/// diagnostics.
public enum TextFrontEnd {
    /// Reads `text`, scraped from the published page and saved as `file`, into a document.
    public static func read(_ text: String, file: String) -> GuideDocument {
        var reader = TextBlockReader(lines: ScrapedLine.split(text), file: file)
        reader.read()
        return GuideDocument(file: file, format: .text, blocks: reader.blocks, diagnostics: reader.diagnostics.sortedForReport())
    }

    /// Recovered headings all got level 3 because the scrape dropped `###` and `####`.
    static let headingLevelsLost = "text.heading-levels-lost"
    /// A flattened table whose column boundaries, or some of whose columns, could not be recovered.
    static let tableColumnsLost = "text.table-columns-lost"
    /// A line inside a flattened coded table that belongs to no row the scrape kept.
    static let orphanTableLine = "text.orphan-table-line"
}
