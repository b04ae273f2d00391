/// The formats GuideSpec writes its reports in; each command says which of them it offers (`DriftReport.formats`, …).
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    /// For people at a terminal.
    case text
    /// A versioned JSON document: for programs.
    case json
    /// SARIF 2.1.0: for code scanning.
    case sarif
    /// JUnit XML: for CI test pages.
    case junit
    /// Tables and a verdict: for a CI job summary.
    case markdown
    /// One self-contained page (docs/report.md).
    case html
}
