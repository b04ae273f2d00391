public import GuideSpecIO
import GuideSpecProtocol
import GuideSpecWire
import Foundation

/// Why the harness got no usable reply for a case: the adapter crashed, hung, broke the protocol or could not start, or
/// the run itself ended (deadline, signal) while the case was in flight.
public enum AdapterFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program could not be started at all.
    case cannotStart(String)
    /// No valid `hello`: exited before it, never sent it, or sent something else first.
    case handshake(String)
    /// The `hello` names a protocol version this harness does not speak.
    case unsupportedProtocol(Int)
    /// The `hello` names, or its operations imply, a version of the operation vocabulary this harness does not speak.
    case unsupportedVocabulary(Int)
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
    /// The run's deadline passed while the case was in flight.
    case deadline(seconds: Double)
    /// A signal (SIGINT, SIGTERM…) ended the run while the case was in flight.
    case interrupted(signal: Int32)
    /// The case was never sent: the adapter could no longer be started, or the run ended first.
    case notRun(String)

    /// A short stable name of the fault's kind, for machine-readable reports.
    public var kind: String {
        switch self {
        case .cannotStart: "cannot-start"
        case .handshake, .unsupportedProtocol, .unsupportedVocabulary: "handshake"
        case .timeout: "timeout"
        case .exited: "crash"
        case .protocolViolation, .wrongID: "protocol"
        case .adapterError: "adapter-error"
        case .deadline: "deadline"
        case .interrupted: "interrupted"
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
        case .unsupportedVocabulary(let version) where version < OperationVocabulary.version:
            "handshake failed: adapter speaks operation vocabulary \(version); this harness speaks vocabulary \(OperationVocabulary.version), "
                + "which renamed \(OperationVocabulary.renames(since: version).joined(separator: ", ")) "
                + "(docs/operations.md, Vocabulary versions): rename them and add \"vocabulary\": \(OperationVocabulary.version) to the hello"
        case .unsupportedVocabulary(let version):
            "handshake failed: adapter speaks operation vocabulary \(version); this harness speaks vocabulary \(OperationVocabulary.version): "
                + "expected a guidespec that speaks \(version)"
        case .timeout(let seconds): "timeout: no reply within \(Self.format(seconds)) s"
        case .exited(let end): "adapter \(end) while the case was in flight"
        case .protocolViolation(let detail): "protocol fault: \(detail)"
        case .wrongID(let expected, let got): "protocol fault: reply for \"\(got)\" while \"\(expected)\" was in flight"
        case .adapterError(let message): "adapter error: \(message)"
        case .deadline(let seconds): "deadline: the run's deadline of \(Self.format(seconds)) s passed while the case was in flight"
        case .interrupted(let signal): "interrupted by \(HarnessInterruption.name(of: signal)) while the case was in flight"
        case .notRun(let reason): "not run: \(reason)"
        }
    }

    /// Seconds without a needless fraction.
    static func format(_ seconds: Double) -> String {
        seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
    }
}

extension AdapterFault {
    /// A line that is not UTF-8.
    static func invalidUTF8(_ line: Data, byte: Int) -> AdapterFault {
        .protocolViolation("invalid UTF-8 at byte \(byte) of the line: \(excerpt(line))")
    }

    /// A line that is not a JSON object with a string `kind`.
    static func notARecord(_ line: Data) -> AdapterFault {
        .protocolViolation("not a JSON record: \(excerpt(line))")
    }

    /// A record of a known kind nested too deep.
    static func tooDeep(_ line: Data) -> AdapterFault {
        .protocolViolation("record nested deeper than \(AdapterMessage.maximumDepth) levels: \(excerpt(line))")
    }

    /// A record of a known kind with members missing or of the wrong type.
    static func malformed(_ detail: String, _ line: Data) -> AdapterFault {
        .protocolViolation("malformed record: \(detail): \(excerpt(line))")
    }

    /// A line longer than the protocol allows.
    static let lineTooLong = AdapterFault.protocolViolation("line longer than \(AdapterProcess.maximumLineBytes >> 20) MiB")

    /// Bytes without a newline when the timeout ran out: most often a reply written without its `\n`, or not flushed.
    static func unterminated(_ bytes: Data, seconds: Double) -> AdapterFault {
        .protocolViolation("no newline within \(format(seconds)) s after: \(excerpt(bytes))")
    }

    /// The adapter closed its stdout and kept running.
    static let closedOutput = AdapterFault.protocolViolation(
        "the adapter closed its stdout and was still running \(format(Double(AdapterProcess.exitGrace.components.seconds))) s later")

    /// A second reply for a case the adapter had already answered.
    static func answeredTwice(_ line: Data) -> AdapterFault {
        .protocolViolation("answered twice; the second reply: \(excerpt(line))")
    }

    /// A record of a known kind that is no reply, while cases were in flight.
    static func unexpected(kind: String) -> AdapterFault {
        .protocolViolation("unexpected \(kind) record while a case was in flight")
    }

    /// The first 200 bytes of a line, bytes that are not UTF-8 written as `\xNN`.
    static func excerpt(_ line: Data) -> String {
        guard line.count > 200 else { return UTF8Validation.text(line) }
        var cut = line.startIndex + 200
        // Cut before a character, not inside one: step back over continuation bytes (10xxxxxx).
        while cut > line.startIndex + 196, line[cut] & 0xC0 == 0x80 { cut -= 1 }
        return UTF8Validation.text(line[..<cut]) + "…"
    }
}
