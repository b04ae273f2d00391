public import GuideSpecIO
public import GuideSpecWire

/// What a harness run gives: one result per golden case, in case order, and what is known about the adapter.
public struct HarnessRun: Hashable, Sendable {
    /// The `hello` of the first successful start, or nil when the adapter never completed a handshake.
    public var hello: AdapterHello?
    /// Why the run stopped before sending every case, when the adapter could not be (re)started.
    public var abort: AdapterFault?
    /// How the last adapter process ended after `bye`, or nil when none was running at the end.
    public var finalExit: ProcessEnd?
    /// Whether that process ignored `bye` and was killed.
    public var killedAfterBye: Bool
    /// One result per selected case, in case order.
    public var results: [CaseResult]
    /// Which cases were sent and how many of other platforms and pages were not.
    public var selection: CaseSelection
    /// What the reports say beside the cases: a fault that struck several cases in flight and did not strike again when
    /// each was sent alone.
    public var notes: [String]

    /// Creates a run record.
    public init(
        hello: AdapterHello?, abort: AdapterFault?, finalExit: ProcessEnd?, killedAfterBye: Bool, results: [CaseResult],
        selection: CaseSelection = CaseSelection(), notes: [String] = []
    ) {
        self.hello = hello
        self.abort = abort
        self.finalExit = finalExit
        self.killedAfterBye = killedAfterBye
        self.results = results
        self.selection = selection
        self.notes = notes
    }
}
