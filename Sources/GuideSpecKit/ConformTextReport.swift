import Harness

/// The human report: one line per failing or erroring case, skip reasons counted, expectation problems, a summary.
enum ConformTextReport {
    static func render(_ outcome: ConformOutcome) -> String {
        var lines = ["adapter: \(outcome.adapterTitle)"]
        if let abort = outcome.run.abort { lines.append("adapter failure: \(abort)") }
        let notRun = outcome.records.filter { if case .errored(.notRun) = $0.result.outcome { true } else { false } }
        let notRunIDs = Set(notRun.map(\.result.id))
        if !notRun.isEmpty { lines.append("ERRORED \(notRun.count) cases not run: \(notRun[0].result.outcome.detail)") }
        for record in outcome.records where record.isUnexpectedProblem && !notRunIDs.contains(record.result.id) {
            lines.append("\(record.result.outcome.status.uppercased()) \(record.result.id): \(record.result.outcome.detail)")
            if case .errored = record.result.outcome, let stderr = record.result.stderr {
                let tail = stderr.text.split(separator: "\n").suffix(3).map { "  stderr: \($0)" }
                lines += tail
            }
        }
        var skips: [String: Int] = [:]
        for record in outcome.records { if case .skipped(let reason) = record.result.outcome { skips[reason, default: 0] += 1 } }
        for (reason, count) in skips.sorted(by: { $0.key < $1.key }) { lines.append("skipped \(count): \(reason)") }
        lines += outcome.expectationProblems.map { "EXPECTATIONS \($0)" }
        if let command = outcome.pruneCommand { lines.append("to remove these entries, run: \(command)") }
        if !outcome.pruned.isEmpty { lines.append("pruned \(outcome.pruned.count) expectations: \(outcome.pruned.joined(separator: ", "))") }
        if let end = outcome.run.finalExit, end != .exited(0) || outcome.run.killedAfterBye {
            lines.append("note: after bye the adapter \(outcome.run.killedAfterBye ? "did not exit and was killed" : "\(end)")")
        }
        lines.append(outcome.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }
}
