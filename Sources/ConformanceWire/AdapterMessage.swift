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

    /// The record as one line of canonical JSON, with its terminating newline.
    public func line() throws -> Data {
        var data = try CanonicalJSON.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads one line (without its newline); throws `AdapterMessageError` naming what is wrong.
    public static func decode(line: Data) throws(AdapterMessageError) -> AdapterMessage {
        do {
            return try JSONDecoder().decode(AdapterMessage.self, from: line)
        } catch let error as AdapterMessageError {
            throw error
        } catch DecodingError.keyNotFound(let key, _) {
            throw .malformed("missing member \"\(key.stringValue)\"")
        } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty {
            throw .malformed("wrong type at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\"")
        } catch {
            throw .notJSON
        }
    }
}

/// Why a line is not a protocol record.
public enum AdapterMessageError: Error, Hashable, Sendable {
    /// Not a JSON object with a string `kind`.
    case notJSON
    /// A known kind whose members are missing or of the wrong type.
    case malformed(String)
}
