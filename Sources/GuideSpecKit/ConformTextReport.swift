import GuideSpecDisplayText
import GuideSpecHarness

/// The human report: one line per failing or erroring case with its input and guide lines, skip reasons counted,
/// expectation problems, notes and a summary. Every line keeps to its line whatever the adapter, the golden files and the
/// expectations hold (`DisplayText.lines`).
enum ConformTextReport {
    static func render(_ outcome: ConformOutcome) -> String {
        var lines = ["adapter: \(outcome.adapterTitle)"]
        if let abort = outcome.run.abort { lines.append("adapter failure: \(abort.description)") }
        let notRun = outcome.records.filter { if case .errored(.notRun) = $0.result.outcome { true } else { false } }
        let notRunIDs = Set(notRun.map(\.result.id))
        if !notRun.isEmpty {
            lines.append("ERRORED \(notRun.count) case\(notRun.count == 1 ? "" : "s") \(notRun[0].result.outcome.detail)")
        }
        for record in outcome.records where record.isUnexpectedProblem && !notRunIDs.contains(record.result.id) {
            lines.append("\(record.result.outcome.status.uppercased()) \(record.result.id): \(record.result.outcome.detail)")
            lines.append("  input: \(record.golden.input)")
            lines += record.golden.sources.map { "  \($0.citation)" }
            if case .errored = record.result.outcome, let stderr = record.result.stderr {
                lines += stderr.text.split(separator: "\n").suffix(3).map { "  stderr: \(String($0))" }
            }
        }
        var skips: [String: Int] = [:]
        for record in outcome.records { if case .skipped(let reason) = record.result.outcome { skips[reason, default: 0] += 1 } }
        for (reason, count) in skips.sorted(by: { $0.key < $1.key }) { lines.append("skipped \(count): \(reason)") }
        lines += outcome.unmetRequirements.map { "REQUIRED \($0)" }
        lines += outcome.expectationProblems.map { "EXPECTATIONS \($0)" }
        if let command = outcome.pruneCommand { lines.append("to remove these entries, run: \(command)") }
        if !outcome.pruned.isEmpty { lines.append("pruned \(outcome.pruned.count) expectations: \(outcome.pruned.joined(separator: ", "))") }
        if let end = outcome.run.finalExit, end != .exited(0) || outcome.run.killedAfterBye {
            lines.append("note: after bye the adapter \(outcome.run.killedAfterBye ? "did not exit and was killed" : "\(end)")")
        }
        lines += outcome.run.notes.map { "note: \($0)" }
        lines.append(outcome.summaryLine)
        return DisplayText.lines(lines)
    }
}
