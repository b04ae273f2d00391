import ConformanceWire

/// Why the harness got no usable reply for a case: the adapter crashed, hung, broke the protocol or could not start.
public enum AdapterFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program could not be started at all.
    case cannotStart(String)
    /// No valid `hello`: exited before it, never sent it, or sent something else first.
    case handshake(String)
    /// The `hello` names a protocol version this harness does not speak.
    case unsupportedProtocol(Int)
    /// No reply within the per-case timeout.
    case timeout(seconds: Double)
    /// The adapter exited while a case was in flight.
    case exited(ProcessEnd)
    /// A line that is not a JSON record, or a record of a known kind that is malformed or out of place.
    case protocolViolation(String)
    /// A reply for another case than the one in flight.
    case wrongID(expected: String, got: String)
    /// The adapter answered with an `error` record.
    case adapterError(String)
    /// The case was never sent because the adapter could no longer be started.
    case notRun(String)

    /// A short stable name of the fault's kind, for machine-readable reports.
    public var kind: String {
        switch self {
        case .cannotStart: "cannot-start"
        case .handshake, .unsupportedProtocol: "handshake"
        case .timeout: "timeout"
        case .exited: "crash"
        case .protocolViolation, .wrongID: "protocol"
        case .adapterError: "adapter-error"
        case .notRun: "not-run"
        }
    }

    /// Whether the adapter process is unusable afterwards and must be restarted.
    var endsProcess: Bool {
        if case .adapterError = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case .cannotStart(let detail): "cannot start adapter: \(detail)"
        case .handshake(let detail): "handshake failed: \(detail)"
        case .unsupportedProtocol(let version):
            "handshake failed: adapter speaks protocol \(version); this harness speaks protocol \(AdapterMessage.protocolVersion)"
        case .timeout(let seconds): "timeout: no reply within \(Self.format(seconds)) s"
        case .exited(let end): "adapter \(end) while the case was in flight"
        case .protocolViolation(let detail): "protocol fault: \(detail)"
        case .wrongID(let expected, let got): "protocol fault: reply for \"\(got)\" while \"\(expected)\" was in flight"
        case .adapterError(let message): "adapter error: \(message)"
        case .notRun(let reason): "not run: \(reason)"
        }
    }

    /// Seconds without a needless fraction.
    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }
}
