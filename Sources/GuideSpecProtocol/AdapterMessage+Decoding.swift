public import Foundation
public import GuideSpecWire

extension AdapterMessage {
    /// Reads one line (without its newline); throws `AdapterMessageError` naming what is wrong.
    ///
    /// The line must be UTF-8. A record of an unknown kind is `unknown` whatever else it holds, however deep it nests; a
    /// record of a known kind is parsed in full as strict JSON (`JSONValue(parsing:)`), and may nest `maximumDepth` levels
    /// at most.
    public static func decode(line: Data) throws(AdapterMessageError) -> AdapterMessage {
        if let offset = UTF8Validation.firstInvalidByte(in: line) { throw .invalidUTF8(byte: offset) }
        guard let outline = RecordOutline(line: line), let kind = outline.kind else { throw .notJSON }
        guard knownKinds.contains(kind) else { return .unknown(kind: kind) }
        guard outline.depth <= maximumDepth else { throw .tooDeep }
        guard case .object(let members)? = JSONValue(parsing: line) else { throw .notJSON }
        return try AdapterMessage(kind: kind, members: members)
    }
}
