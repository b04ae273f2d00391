/// JSON string literals as Foundation's `JSONEncoder` writes them with `.withoutEscapingSlashes`: shared by both JSON writers
/// of this module.
enum JSONStringLiteral {
    /// Appends `string` quoted, with `"`, `\` and control characters escaped as Foundation escapes them; `/` and every
    /// other character as it is.
    static func append<Sink: JSONByteSink & ~Copyable>(_ string: String, to output: inout Sink) {
        output.append(UInt8(ascii: "\""))
        // A native string lends its bytes without the copy (a retain and a release) `withUTF8` needs.
        if string.utf8.withContiguousStorageIfAvailable({ appendEscaping($0, to: &output) }) == nil {
            var string = string
            string.withUTF8 { appendEscaping($0, to: &output) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `utf8` with the bytes that need it escaped.
    private static func appendEscaping<Sink: JSONByteSink & ~Copyable>(_ utf8: UnsafeBufferPointer<UInt8>, to output: inout Sink) {
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

    /// The index of the first byte from `start` on that must be escaped, or the end: most strings have none, so they are
    /// looked through sixteen, then eight bytes at a time.
    private static func firstEscaped(in utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = utf8.baseAddress, utf8.count - start >= 8 {
            func word(at offset: Int) -> UInt64 { UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) }
            while index + 16 <= utf8.count && escapeMarks(word(at: index)) | escapeMarks(word(at: index + 8)) == 0 { index += 16 }
            while index + 8 <= utf8.count && escapeMarks(word(at: index)) == 0 { index += 8 }
            // A tail shorter than a word is looked at as the string's last word, which overlaps bytes already looked at.
            if index < utf8.count && index + 8 > utf8.count && escapeMarks(word(at: utf8.count - 8)) == 0 {
                return utf8.count
            }
        }
        while index < utf8.count && !needsEscaping(utf8[index]) { index += 1 }
        return index
    }

    /// Nonzero when any of the eight bytes of `word` is a control character, `"` or `\` (exact: the bit tricks below can
    /// mark the wrong byte of a word but never a word without one).
    private static func escapeMarks(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // A byte is below 0x20, or equal to `"` or `\`, when subtracting 0x20 from it, or from it xor the character,
        // borrows: the three tests share the high bits of `~word`, which xor with an ASCII character does not change.
        let borrows =
            (word &- ones &* 0x20) | ((word ^ (ones &* UInt64(UInt8(ascii: "\"")))) &- ones)
            | ((word ^ (ones &* UInt64(UInt8(ascii: "\\")))) &- ones)
        return borrows & ~word & 0x8080_8080_8080_8080
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
