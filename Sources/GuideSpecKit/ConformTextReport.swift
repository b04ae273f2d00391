import GuideSpecHarness

/// The human report: one line per failing or erroring case with its input and guide lines, skip reasons counted,
/// expectation problems, notes and a summary. Every piece of adapter text is kept on its own line (`ReportText.line`).
enum ConformTextReport {
    static func render(_ outcome: ConformOutcome) -> String {
        var lines = ["adapter: \(ReportText.line(outcome.adapterTitle))"]
        if let abort = outcome.run.abort { lines.append("adapter failure: \(ReportText.line(abort.description))") }
        let notRun = outcome.records.filter { if case .errored(.notRun) = $0.result.outcome { true } else { false } }
        let notRunIDs = Set(notRun.map(\.result.id))
        if !notRun.isEmpty { lines.append("ERRORED \(notRun.count) cases not run: \(ReportText.line(notRun[0].result.outcome.detail))") }
        for record in outcome.records where record.isUnexpectedProblem && !notRunIDs.contains(record.result.id) {
            lines.append("\(record.result.outcome.status.uppercased()) \(record.result.id): \(ReportText.line(record.result.outcome.detail))")
            lines.append("  input: \(record.golden.input)")
            lines += record.golden.sources.map { "  \($0.citation)" }
            if case .errored = record.result.outcome, let stderr = record.result.stderr {
                lines += stderr.text.split(separator: "\n").suffix(3).map { "  stderr: \(ReportText.line(String($0)))" }
            }
        }
        var skips: [String: Int] = [:]
        for record in outcome.records { if case .skipped(let reason) = record.result.outcome { skips[reason, default: 0] += 1 } }
        for (reason, count) in skips.sorted(by: { $0.key < $1.key }) { lines.append("skipped \(count): \(ReportText.line(reason))") }
        lines += outcome.expectationProblems.map { "EXPECTATIONS \($0)" }
        if let command = outcome.pruneCommand { lines.append("to remove these entries, run: \(command)") }
        if !outcome.pruned.isEmpty { lines.append("pruned \(outcome.pruned.count) expectations: \(outcome.pruned.joined(separator: ", "))") }
        if let end = outcome.run.finalExit, end != .exited(0) || outcome.run.killedAfterBye {
            lines.append("note: after bye the adapter \(outcome.run.killedAfterBye ? "did not exit and was killed" : "\(end)")")
        }
        lines += outcome.run.notes.map { "note: \(ReportText.line($0))" }
        lines.append(outcome.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }
}
