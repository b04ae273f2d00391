import ConformanceWire

/// The harness's memory across the cases of one run: the live adapter, its hello, and why the run stops early.
struct RunState {
    var connection: AdapterConnection?
    var hello: AdapterHello?
    var abort: AdapterFault?
    private var failedStarts = 0
    private var unexpectedFailures = 0
    private var stopReason: String?

    /// The one result of `golden`: sent when it can be, otherwise recorded as not run or unsupported.
    mutating func result(for golden: GoldenCase, options: HarnessOptions) -> CaseResult {
        func record(_ outcome: CaseOutcome) -> CaseResult { CaseResult(id: golden.id, operation: golden.operation, outcome: outcome) }
        if let abort { return record(.errored(.notRun(Self.reason(abort)))) }
        if let stopReason { return record(.skipped(reason: stopReason)) }
        if let hello, !hello.operations.contains(golden.operation) { return record(.skipped(reason: "unsupported operation \(golden.operation)")) }
        if connection == nil {
            do throws(AdapterFault) {
                let started = try AdapterConnection(arguments: options.arguments, timeout: options.timeout)
                connection = started
                hello = hello ?? started.hello
                failedStarts = 0
            } catch {
                failedStarts += 1
                if hello == nil {
                    abort = error
                    return record(.errored(.notRun(Self.reason(error))))
                }
                if failedStarts >= ConformanceHarness.maximumFailedStarts {
                    abort = .notRun("adapter failed to start \(failedStarts) times in a row")
                }
                return count(record(.errored(error)), options: options)
            }
        }
        guard let live = connection, live.hello.operations.contains(golden.operation) else {
            return record(.skipped(reason: "unsupported operation \(golden.operation)"))
        }
        let result = ConformanceHarness.send(golden, over: live, timeout: options.timeout)
        if case .errored(let fault) = result.outcome, fault.endsProcess { connection = nil }
        return count(result, options: options)
    }

    /// Counts an unexpected failure or error and stops the run once `maximumFailures` is reached.
    private mutating func count(_ result: CaseResult, options: HarnessOptions) -> CaseResult {
        guard result.isProblem, !options.expectedFailures.contains(result.id) else { return result }
        unexpectedFailures += 1
        if let maximum = options.maximumFailures, unexpectedFailures >= maximum {
            stopReason = "not run: stopped after \(unexpectedFailures) failing case\(unexpectedFailures == 1 ? "" : "s")"
        }
        return result
    }

    /// The fault text without a leading `not run: `.
    private static func reason(_ fault: AdapterFault) -> String {
        if case .notRun(let reason) = fault { return reason }
        return fault.description
    }
}
