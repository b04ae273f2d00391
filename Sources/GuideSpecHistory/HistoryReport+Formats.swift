public import GuideSpecDrift

extension HistoryReport {
    /// The formats a history report renders itself in: text (per page: its files, the tip's findings with the commit that
    /// introduced each, every item's timeline), the versioned JSON of `docs/history-format.md`, and the same as text in
    /// Markdown tables for a CI job summary or a review.
    public static let formats: [ReportFormat] = [.text, .json, .markdown]

    /// The report in `format`, ending in a newline; nil when `format` is not one of `formats`.
    public func rendered(as format: ReportFormat) throws -> String? {
        switch format {
        case .text: HistoryTextFormat.render(self)
        case .json: String(decoding: try HistoryDocument(self).jsonData(), as: UTF8.self)
        case .markdown: HistoryMarkdownFormat.render(self)
        case .sarif, .junit, .html: nil
        }
    }
}
