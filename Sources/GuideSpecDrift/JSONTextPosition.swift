public import Foundation

/// Turns positions in JSON text into 1-based lines for diagnostics, without a second JSON parser.
public enum JSONTextPosition {
    /// The byte offset Foundation's parser names in messages such as `Invalid value around character 19.`
    public static func offset(inParserMessage message: String?) -> Int? {
        guard let message, let range = message.range(of: "character ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    /// The line holding byte `offset` (the last line when the offset is past the end).
    public static func line(ofOffset offset: Int, in data: Data) -> Int {
        1 + data.prefix(offset).reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// The line of every object that opens two levels deep (the entries of a baseline), in order.
    static func entryLines(in data: Data) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if byte == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x7B, 0x5B:
                if byte == 0x7B && depth == 2 { lines.append(line) }
                depth += 1
            case 0x7D, 0x5D: depth -= 1
            default: break
            }
        }
        return lines
    }
}
