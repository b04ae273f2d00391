public import GuideSpecWire

/// How one golden case ended: every case of a run ends in exactly one of these.
public enum CaseOutcome: Hashable, Sendable {
    case passed
    /// The output differs from the expected one; each difference as `path: expected X, got Y`.
    case failed(differences: [String])
    case skipped(reason: String)
    case errored(AdapterFault)

    /// `passed`, `failed`, `skipped` or `errored`.
    public var status: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case .skipped: "skipped"
        case .errored: "errored"
        }
    }
}

/// One golden case's result, with the adapter's stderr while it was in flight.
public struct CaseResult: Hashable, Sendable {
    public var id: String
    public var operation: Operation
    public var outcome: CaseOutcome
    public var stderr: CapturedStderr?
    /// Wall time from sending the request to its reply or fault, in seconds; zero for cases not sent.
    public var seconds: Double

    /// Creates a result.
    public init(id: String, operation: Operation, outcome: CaseOutcome, stderr: CapturedStderr? = nil, seconds: Double = 0) {
        self.id = id
        self.operation = operation
        self.outcome = outcome
        self.stderr = stderr
        self.seconds = seconds
    }

    /// The area of the guide the case checks (`error-codes`, …), or `other` for an operation this build does not know.
    public var area: String { operation.area?.rawValue ?? "other" }
}
