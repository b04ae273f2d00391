extension JSONValue {
    /// The value as canonical JSON text: the bytes `CanonicalJSON.encode` gives (sorted keys, unescaped slashes, integral
    /// numbers without a fraction), written directly instead of through `JSONEncoder`, which costs ten times as much.
    ///
    /// Throws `NonFiniteNumber` for infinity and NaN, which JSON cannot write.
    public func write(to bytes: inout [UInt8]) throws(NonFiniteNumber) {
        switch self {
        case .null: bytes += Self.nullText
        case .bool(let value): bytes += value ? Self.trueText : Self.falseText
        case .number(let value):
            guard value.isFinite else { throw NonFiniteNumber(value: value) }
            if let integer = integerValue { bytes += String(integer).utf8 } else { bytes += value.description.utf8 }
        case .string(let value): Self.write(value, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try element.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members): try Self.write(members: members.sorted { Self.precedes($0.key, $1.key) }, to: &bytes)
        }
    }

    /// An object of `members`, written in the order given.
    static func write(members: [(key: String, value: JSONValue)], to bytes: inout [UInt8]) throws(NonFiniteNumber) {
        bytes.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(member.key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            try member.value.write(to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// `text` as a JSON string: `"` and `\` escaped, control characters as `\b \t \n \f \r` or `\u00xx`, the rest as UTF-8.
    static func write(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0..<0x20: bytes += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The order `JSONEncoder` sorts keys in: by their UTF-8 bytes.
    static func precedes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let nullText = Array("null".utf8)
    private static let trueText = Array("true".utf8)
    private static let falseText = Array("false".utf8)
}

/// A number JSON cannot write: infinity or NaN.
public struct NonFiniteNumber: Error, Hashable, Sendable {
    public var value: Double
}
