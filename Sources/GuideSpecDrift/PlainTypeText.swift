/// `ValueNormalizations.type(_:)` for a type cell of ASCII text without a carriage return, where every character is one
/// byte: the same steps over the bytes, without finding character boundaries or looking up Unicode properties (every
/// declared type and type cell of every aligned item and table is normalized, most of them ASCII).
enum PlainTypeText {
    /// The compared form of `value`, or nil when it is not plain ASCII and must be read by characters.
    static func type(_ value: String) -> String? {
        guard value.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        var text = collapsed(unescapingPipes(Array(value.utf8)))
        while text.last == UInt8(ascii: ";") {
            text.removeLast()
            while text.last == space { text.removeLast() }
            while text.first == space { text.removeFirst() }
        }
        if ValueNormalizations.noValueSpellings.contains(String(decoding: text, as: UTF8.self)) { return "none" }
        let members = topLevelUnion(text).map { tight(collapsed($0)) }.filter { !$0.isEmpty }
        guard members.count > 1 else { return String(decoding: tight(text), as: UTF8.self) }
        return members.map { String(decoding: $0, as: UTF8.self) }.sorted().joined(separator: " | ")
    }

    private static let space = UInt8(ascii: " ")

    /// The bytes with every `\|` written `|`.
    private static func unescapingPipes(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "|") {
                result.append(UInt8(ascii: "|"))
                index += 2
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// The words between spaces, tabs and line feeds, joined by one space.
    private static func collapsed(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte == space || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(space) }
            pendingSpace = false
            result.append(byte)
        }
        return result
    }

    /// The members of a union at bracket depth zero, empty ones left out (an `=` before a closing bracket is an arrow).
    private static func topLevelUnion(_ text: [UInt8]) -> [[UInt8]] {
        var members: [[UInt8]] = []
        var depth = 0
        var current: [UInt8] = []
        var previous: UInt8?
        for byte in text {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if previous != UInt8(ascii: "=") { depth = max(0, depth - 1) }
            default: break
            }
            if byte == UInt8(ascii: "|"), depth == 0 {
                members.append(current)
                current = []
            } else {
                current.append(byte)
            }
            previous = byte
        }
        members.append(current)
        return members.filter { !collapsed($0).isEmpty }
    }

    /// The text with a space kept only between two word bytes (letters, digits, `_`).
    private static func tight(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var pendingSpace = false
        for byte in text {
            if byte == space {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, isWord(last), isWord(byte) { result.append(space) }
            pendingSpace = false
            result.append(byte)
        }
        return result
    }

    private static func isWord(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
