public import Foundation

/// One record of the JSON-Lines adapter protocol (docs/adapter-protocol.md), in either direction.
public enum AdapterMessage: Hashable, Sendable {
    case hello(AdapterHello)
    case request(AdapterRequest)
    case result(id: String, output: JSONValue)
    case skip(id: String, reason: String)
    case error(id: String, message: String)
    case bye
    /// A record of a kind this version does not know; readers ignore it.
    case unknown(kind: String)

    /// The protocol version this build speaks.
    public static let protocolVersion = 1

    /// The case id a reply answers, or nil for records that are not replies.
    public var replyID: String? {
        switch self {
        case .result(let id, _), .skip(let id, _), .error(let id, _): id
        default: nil
        }
    }

    /// The record as one line of canonical JSON, with its terminating newline: the bytes `CanonicalJSON.encode` gives.
    public func line() throws(NonFiniteNumber) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        try write(to: &bytes)
        return Data(bytes)
    }

    /// Appends `line()` to `bytes`; when it throws, `bytes` is left as it was.
    public func write(to bytes: inout [UInt8]) throws(NonFiniteNumber) {
        let start = bytes.count
        do {
            try JSONValue.write(members: members, to: &bytes)
        } catch {
            bytes.removeSubrange(start...)
            throw error
        }
        bytes.append(0x0A)
    }

    /// The record's members, `kind` among them, already in canonical order (by their UTF-8 bytes), so that writing a
    /// record neither builds nor sorts a dictionary.
    var members: [(key: String, value: JSONValue)] {
        switch self {
        case .hello(let hello):
            let implementation: JSONValue = [
                "name": .string(hello.implementation.name), "version": .string(hello.implementation.version),
                "language": .string(hello.implementation.language),
            ]
            var members: [(key: String, value: JSONValue)] = [
                ("implementation", implementation), ("kind", "hello"), ("operations", .array(hello.operations.map { .string($0.name) })),
            ]
            if let pages = hello.pages { members.append(("pages", .array(pages.map(JSONValue.string)))) }
            if let pipeline = hello.pipeline { members.append(("pipeline", .number(Double(pipeline)))) }
            if let platform = hello.platform { members.append(("platform", .string(platform.id))) }
            members.append(("protocol", .number(Double(hello.protocol))))
            if let vocabulary = hello.vocabulary { members.append(("vocabulary", .number(Double(vocabulary)))) }
            return members
        case .request(let request):
            return [("id", .string(request.id)), ("input", request.input), ("kind", "request"), ("operation", .string(request.operation.name))]
        case .result(let id, let output): return [("id", .string(id)), ("kind", "result"), ("output", output)]
        case .skip(let id, let reason): return [("id", .string(id)), ("kind", "skip"), ("reason", .string(reason))]
        case .error(let id, let message): return [("id", .string(id)), ("kind", "error"), ("message", .string(message))]
        case .bye: return [("kind", "bye")]
        case .unknown(let kind): return [("kind", .string(kind))]
        }
    }

    /// The kinds protocol version 1 defines; records of other kinds are read as `unknown` and ignored.
    public static let knownKinds: Set<String> = ["hello", "request", "result", "skip", "error", "bye"]

    /// The deepest nesting a record of a known kind may have (the record itself is level 1); deeper ones are refused.
    public static let maximumDepth = 64
}

/// Why a line is not a protocol record.
public enum AdapterMessageError: Error, Hashable, Sendable {
    /// Not UTF-8: the first bad byte's offset in the line, counted from 0.
    case invalidUTF8(byte: Int)
    /// Not a JSON object with a string `kind`.
    case notJSON
    /// A record of a known kind nested deeper than `AdapterMessage.maximumDepth` levels.
    case tooDeep
    /// A known kind whose members are missing or of the wrong type.
    case malformed(String)
}
