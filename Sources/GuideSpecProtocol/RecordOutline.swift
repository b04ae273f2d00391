public import Foundation

/// The top level of a record line, read without decoding its members: its `kind` and `id` strings and how deep it nests.
///
/// Foundation decodes every record of a known kind; the outline exists so that a record of a kind the reader does not know
/// is ignored whatever it holds (nesting of any depth included), and so that a malformed reply can still be charged to the
/// case whose `id` it names. It skims strings and brackets only: it does not check the values it skips.
public struct RecordOutline: Hashable, Sendable {
    /// The `kind` member when it is a string.
    public var kind: String?
    /// The `id` member when it is a string.
    public var id: String?
    /// The deepest nesting: 1 for an object whose members are all scalars.
    public var depth: Int

    /// The outline of `line`, or nil when it is not one JSON object (with nothing but white space around it).
    public init?(line: Data) {
        guard
            let outline = line.withUnsafeBytes({ bytes in
                var scanner = OutlineScanner(bytes: bytes)
                return scanner.outline()
            })
        else { return nil }
        self = outline
    }

    init(kind: String?, id: String?, depth: Int) {
        self.kind = kind
        self.id = id
        self.depth = depth
    }
}

/// A cursor over the bytes of one line.
private struct OutlineScanner {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    mutating func outline() -> RecordOutline? {
        skipSpace()
        guard next(is: "{") else { return nil }
        var outline = RecordOutline(kind: nil, id: nil, depth: 1)
        skipSpace()
        if next(is: "}") { return finished(outline) }
        while true {
            skipSpace()
            guard at("\""), let key = string() else { return nil }
            skipSpace()
            guard next(is: ":") else { return nil }
            skipSpace()
            let isKind = key.elementsEqual("kind".utf8)
            let isID = key.elementsEqual("id".utf8)
            if (isKind || isID) && at("\"") {
                guard let value = string() else { return nil }
                let text = Self.text(value)
                if isKind { outline.kind = text } else { outline.id = text }
            } else if !skipValue(deepest: &outline.depth) {
                return nil
            }
            skipSpace()
            if next(is: "}") { return finished(outline) }
            guard next(is: ",") else { return nil }
        }
    }

    /// The outline when only white space follows the object.
    private mutating func finished(_ outline: RecordOutline) -> RecordOutline? {
        skipSpace()
        return index == bytes.count ? outline : nil
    }

    /// Skips one member value, counting brackets without recursion; false when the value is cut short.
    private mutating func skipValue(deepest: inout Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var level = 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard string() != nil else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    level += 1
                    deepest = max(deepest, level)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    level -= 1
                    if level == 1 {
                        index += 1
                        return true
                    }
                default: break
                }
                index += 1
            }
            return false
        default:
            let start = index
            while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
            return index > start
        }
    }

    /// The bytes between the quotes of the string starting at `index`, moving past it; nil when it is not closed on the line.
    private mutating func string() -> UnsafeRawBufferPointer.SubSequence? {
        var cursor = index + 1
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\""):
                defer { index = cursor + 1 }
                return bytes[(index + 1)..<cursor]
            case UInt8(ascii: "\\"): cursor += 2
            case 0..<0x20: return nil
            default: cursor += 1
            }
        }
        return nil
    }

    /// A string token's text: its bytes when it has no escape, else as Foundation decodes it.
    private static func text(_ contents: UnsafeRawBufferPointer.SubSequence) -> String? {
        guard contents.contains(UInt8(ascii: "\\")) else { return String(decoding: contents, as: UTF8.self) }
        return try? JSONDecoder().decode(String.self, from: Data([UInt8(ascii: "\"")] + contents + [UInt8(ascii: "\"")]))
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private func at(_ character: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: character)
    }

    private mutating func next(is character: Unicode.Scalar) -> Bool {
        guard at(character) else { return false }
        index += 1
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }
}
