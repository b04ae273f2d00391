/// JSON string literals as Foundation's `JSONEncoder` writes them with `.withoutEscapingSlashes`: shared by both JSON writers
/// of this module.
enum JSONStringLiteral {
    /// Appends `string` quoted, with `"`, `\` and control characters escaped as Foundation escapes them; `/` and every
    /// other character as it is.
    static func append<Sink: JSONByteSink & ~Copyable>(_ string: String, to output: inout Sink) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            var index = firstEscaped(in: utf8, from: 0)
            while index < utf8.count {
                output.appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(for: utf8[index], to: &output)
                runStart = index + 1
                index = firstEscaped(in: utf8, from: runStart)
            }
            output.appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The index of the first byte from `start` on that must be escaped, or the end: most strings have none, so they are
    /// looked through eight bytes at a time.
    private static func firstEscaped(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = utf8.baseAddress, utf8.count - start >= 8 {
            func word(at offset: Int) -> UInt64 { UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) }
            while index + 8 <= utf8.count && !mayNeedEscaping(word(at: index)) { index += 8 }
            // A tail shorter than a word is looked at as the string's last word, which overlaps bytes already looked at.
            if index < utf8.count && index + 8 > utf8.count && !mayNeedEscaping(word(at: utf8.count - 8)) {
                return utf8.count
            }
        }
        while index < utf8.count && !needsEscaping(utf8[index]) { index += 1 }
        return index
    }

    /// Whether any of the eight bytes of `word` is a control character, `"` or `\` (exact: the bit tricks below can mark
    /// the wrong byte of a word but never a word without one).
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits != 0
        let quote = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
        return belowSpace || quote || hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Appends the escape sequence of `byte`: `\"`, `\\`, `\b`, `\t`, `\n`, `\f`, `\r` or `\u00XX`.
    private static func appendEscape<Sink: JSONByteSink & ~Copyable>(for byte: UInt8, to output: inout Sink) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x09: output.append(UInt8(ascii: "t"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        default:
            let digits: StaticString = "0123456789abcdef"
            for character in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")] { output.append(character) }
            output.append(digits.utf8Start[Int(byte >> 4)])
            output.append(digits.utf8Start[Int(byte & 0x0F)])
        }
    }
}
