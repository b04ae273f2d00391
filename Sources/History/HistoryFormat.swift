/// The report formats `guidespec history --format` offers.
public enum HistoryFormat: String, CaseIterable, Sendable {
    /// Per page: its files, the tip's findings with the commit that introduced each, every item's timeline.
    case text
    /// The versioned report in `docs/history-format.md`: for programs.
    case json
    /// The same as text, in tables: for a CI job summary or a review.
    case markdown

    /// Renders `report` as text ending in a newline.
    public func render(_ report: HistoryReport) throws -> String {
        switch self {
        case .text: HistoryTextFormat.render(report)
        case .json: String(decoding: try HistoryDocument(report).jsonData(), as: UTF8.self)
        case .markdown: HistoryMarkdownFormat.render(report)
        }
    }
}
