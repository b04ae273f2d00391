import Foundation
import Harness

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
            "| \(counts["passed"] ?? 0) | \(counts["failed"] ?? 0) | \(counts["errored"] ?? 0) | \(counts["skipped"] ?? 0) | \(counts["expected-failures"] ?? 0) |",
        ]
        if let abort = outcome.run.abort { lines += ["", "**Adapter failure:** \(cell(abort.description))"] }
        let problems = outcome.records.filter(\.isUnexpectedProblem)
        if !problems.isEmpty {
            lines += ["", "| case | status | detail |", "|---|---|---|"]
            lines += problems.map { "| `\(cell($0.result.id))` | \($0.result.outcome.status) | \(cell($0.result.outcome.detail)) |" }
        }
        if !outcome.expectationProblems.isEmpty {
            lines += ["", "**Expectations file:**"] + outcome.expectationProblems.map { "- \(cell($0.description))" }
            if let command = outcome.pruneCommand { lines += ["", "Prune with `\(command)`"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a table cell: pipes escaped, line breaks as `<br>`, markup characters escaped.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>")
    }
}
