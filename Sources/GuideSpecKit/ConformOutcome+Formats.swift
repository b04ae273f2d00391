public import GuideSpecWire
import GuideSpecHarness

extension ConformOutcome {
    /// The formats a conform run renders itself in: text, the versioned JSON of docs/conform.md, JUnit XML, Markdown.
    public static let formats: [ReportFormat] = [.text, .json, .junit, .markdown]

    /// The report in `format`; nil when `format` is not one of `formats`.
    public func rendered(as format: ReportFormat) -> String? {
        switch format {
        case .text: textReport
        case .json: ConformJSONReport.render(self)
        case .junit: ConformJUnitReport.render(self)
        case .markdown: ConformMarkdownReport.render(self)
        case .sarif, .html: nil
        }
    }

    /// The report for people at a terminal.
    public var textReport: String { ConformTextReport.render(self) }

    /// `name version (language)` of the adapter, or its command when it never said hello.
    var adapterTitle: String {
        guard let implementation = run.hello?.implementation else { return ConformOptions.quoted(options.adapter) }
        return "\(implementation.name) \(implementation.version) (\(implementation.language), \(run.selection.platform ?? "no platform"))"
    }

    /// The one-line summary of the counts.
    var summaryLine: String {
        let counts = counts
        return "\(records.count) cases: \(counts["passed"] ?? 0) passed, \(counts["failed"] ?? 0) failed, "
            + "\(counts["errored"] ?? 0) errored, \(counts["skipped"] ?? 0) skipped, \(counts["expected-failures"] ?? 0) expected failures"
            + (run.selection.leftOut.map { "; \($0)" } ?? "")
            + (skippedAreas.isEmpty ? "" : "; every case skipped in \(skippedAreas.joined(separator: ", "))")
    }
}

extension CaseOutcome {
    /// Why the case did not pass, in one line per difference or fault; empty when it passed.
    var detail: String {
        switch self {
        case .passed: ""
        case .failed(let differences): differences.joined(separator: "; ")
        case .skipped(let reason): reason
        case .errored(let fault): fault.description
        }
    }
}
