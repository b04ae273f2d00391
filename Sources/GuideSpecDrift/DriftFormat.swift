/// The report formats `guidespec drift --format` offers.
public enum DriftFormat: String, CaseIterable, Sendable {
    /// Findings grouped by rule with both locations, and a summary line: for people at a terminal.
    case text
    /// The versioned report in `docs/drift-format.md`: for programs.
    case json
    /// SARIF 2.1.0: for code scanning.
    case sarif
    /// A verdict and a table per rule: for a CI job summary.
    case markdown

    /// Renders `report`; `workingDirectory` makes SARIF artifact URIs relative to it.
    public func render(_ report: DriftReport, workingDirectory: String) throws -> String {
        switch self {
        case .text: DriftTextFormat.render(report)
        case .json: String(decoding: try DriftReportDocument(report).jsonData(), as: UTF8.self)
        case .sarif: String(decoding: try SARIFLog(report, workingDirectory: workingDirectory).jsonData(), as: UTF8.self)
        case .markdown: DriftMarkdownFormat.render(report)
        }
    }
}
