extension DriftReport {
    /// The formats a drift report renders itself in: text for people at a terminal, the versioned JSON of
    /// `docs/drift-format.md` for programs, SARIF 2.1.0 for code scanning, Markdown tables for a CI job summary.
    public static let formats: [ReportFormat] = [.text, .json, .sarif, .markdown]

    /// The report in `format`, nil when it is not one of `formats`; `workingDirectory` makes SARIF artifact URIs relative to it.
    public func rendered(as format: ReportFormat, workingDirectory: String) throws -> String? {
        switch format {
        case .text: DriftTextFormat.render(self)
        case .json: String(decoding: try DriftReportDocument(self).jsonData(), as: UTF8.self)
        case .sarif: String(decoding: try SARIFLog(self, workingDirectory: workingDirectory).jsonData(), as: UTF8.self)
        case .markdown: DriftMarkdownFormat.render(self)
        case .junit, .html: nil
        }
    }
}
