public import GuideSpecWire

/// Runs golden cases through an adapter process and survives it: restarts after faults, never hangs, loses no case.
public enum ConformanceHarness {
    /// How many failed starts in a row end a run.
    static let maximumFailedStarts = 3
    /// How many cases in a row may time out before the adapter is no longer restarted.
    static let maximumConsecutiveTimeouts = 3

    /// Starts the adapter, selects the cases of the platform and pages its `hello` names (narrowed by `options`), and runs
    /// them in order; every selected case gets exactly one result.
    public static func run(_ cases: [GoldenCase], options: HarnessOptions) -> HarnessRun {
        var state = RunState(options: options)
        let hello = state.handshake()
        let (selection, selected) = CaseSelection.select(cases, hello: hello, options: options)
        state.load(selected)
        state.run()
        return HarnessRun(
            hello: state.hello, abort: state.abort, finalExit: state.finalExit, killedAfterBye: state.killedAfterBye, results: state.results,
            selection: selection, notes: (selection.assumedPlatform ? [CaseSelection.assumedPlatformNote] : []) + state.notes)
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
