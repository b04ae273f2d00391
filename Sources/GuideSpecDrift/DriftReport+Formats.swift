extension DriftReport {
    /// The formats a drift report renders itself in: text for people at a terminal, the versioned JSON of
    /// `docs/drift-format.md` for programs, SARIF 2.1.0 for code scanning, Markdown tables for a CI job summary.
    public static let formats: [ReportFormat] = [.text, .json, .sarif, .markdown]

    /// The report in `format`, nil when it is not one of `formats`; `workingDirectory` makes SARIF artifact URIs relative to
    /// it, and SARIF puts a finding's primary location on a language that departs from the reference language, the
    /// finding's language that decides first in `languages` (the project file's order).
    public func rendered(as format: ReportFormat, workingDirectory: String, languages: LanguageOrder) throws -> String? {
        switch format {
        case .text: DriftTextFormat.render(self)
        case .json: String(decoding: try DriftReportDocument(self).jsonData(), as: UTF8.self)
        case .sarif: String(decoding: try SARIFLog(self, workingDirectory: workingDirectory, languages: languages).jsonData(), as: UTF8.self)
        case .markdown: DriftMarkdownFormat.render(self)
        case .junit, .html: nil
        }
    }
}
