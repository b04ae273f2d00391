public import ConformanceWire
import Conformance
import Foundation

/// Runs golden cases through an adapter process and survives it: restarts after faults, never hangs, loses no case.
public enum ConformanceHarness {
    /// How many failed starts in a row end a run.
    static let maximumFailedStarts = 3

    /// Runs `cases` in order; every case gets exactly one result.
    public static func run(_ cases: [GoldenCase], options: HarnessOptions) -> HarnessRun {
        var state = RunState()
        var results: [CaseResult] = []
        results.reserveCapacity(cases.count)
        for golden in cases {
            results.append(state.result(for: golden, options: options))
        }
        let finish = state.connection?.finish(timeout: options.timeout)
        return HarnessRun(hello: state.hello, abort: state.abort, finalExit: finish?.end, killedAfterBye: finish?.timedOut ?? false, results: results)
    }

    /// Sends one case and compares the reply with the expected output.
    static func send(_ golden: GoldenCase, over connection: AdapterConnection, timeout: Double) -> CaseResult {
        let start = ContinuousClock.now
        let reply = connection.exchange(AdapterRequest(id: golden.id, operation: golden.operation, input: golden.input), timeout: timeout)
        let outcome: CaseOutcome
        switch reply {
        case .success(.output(let output)):
            let verdict = CaseVerdict(expected: golden.expected, actual: output)
            outcome = verdict.passed ? .passed : .failed(differences: verdict.differences)
        case .success(.skipped(let reason)): outcome = .skipped(reason: reason)
        case .success(.error(let message)): outcome = .errored(.adapterError(message))
        case .failure(let fault): outcome = .errored(fault)
        }
        if case .errored(let fault) = outcome, fault.endsProcess { connection.process.kill() }
        let elapsed = (ContinuousClock.now - start).components
        return CaseResult(
            id: golden.id, operation: golden.operation, outcome: outcome, stderr: connection.process.takeStderr(),
            seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }

}

extension CaseResult {
    /// Whether the case failed or errored.
    var isProblem: Bool {
        switch outcome {
        case .failed, .errored: true
        case .passed, .skipped: false
        }
    }
}
