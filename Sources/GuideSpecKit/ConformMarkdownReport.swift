import Foundation
import GuideSpecDisplayText
import GuideSpecHarness

/// The CI job summary: a verdict heading, a count table, and a table of the failing and erroring cases.
enum ConformMarkdownReport {
    static func render(_ outcome: ConformOutcome) -> String {
        let counts = outcome.counts
        let verdict: String
        switch outcome.exit {
        case .success: verdict = "✅ conforms"
        case .findings: verdict = "❌ does not conform"
        default: verdict = "⚠️ adapter failure"
        }
        var lines = [
            "## GuideSpec conformance: \(verdict)", "",
            "Adapter: \(cell(outcome.adapterTitle))", "",
            "| passed | failed | errored | skipped | expected failures |",
            "|---:|---:|---:|---:|---:|",
            """
            | \(counts["passed"] ?? 0) | \(counts["failed"] ?? 0) | \(counts["errored"] ?? 0) | \(counts["skipped"] ?? 0) | \
            \(counts["expected-failures"] ?? 0) |
            """,
        ]
        if let abort = outcome.run.abort { lines += ["", "**Adapter failure:** \(cell(abort.description))"] }
        let problems = outcome.records.filter(\.isUnexpectedProblem)
        if !problems.isEmpty {
            lines += ["", "| case | status | detail | input | guide |", "|---|---|---|---|---|"]
            lines += problems.map { record in
                let input = record.showsContext ? cell(record.golden.input.description) : ""
                let guide =
                    record.showsContext ? record.golden.sources.map { cell("\($0.language) \($0.file):\($0.line)") }.joined(separator: "<br>") : ""
                return "| \(code(record.result.id)) | \(record.result.outcome.status) | \(cell(record.result.outcome.detail)) | \(input) | \(guide) |"
            }
        }
        lines += outcome.run.notes.flatMap { ["", "**Note:** \(cell($0))"] }
        if !outcome.expectationProblems.isEmpty {
            lines += ["", "**Expectations file:**"] + outcome.expectationProblems.map { "- \(cell($0.description))" }
            if let command = outcome.pruneCommand { lines += ["", "Prune with `\(command)`"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A case id as code in a table cell: backticks and pipes cannot end the span or the cell, nor a line break the line.
    private static func code(_ id: String) -> String {
        "`" + DisplayText.line(id).replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    /// Text from the adapter or the golden files, safe inside a table cell (`DisplayText.markdown`).
    private static func cell(_ text: String) -> String { DisplayText.markdown(text) }
}
