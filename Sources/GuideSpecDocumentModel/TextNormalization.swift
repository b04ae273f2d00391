/// The whitespace rules all front ends apply to text, so the same page read in any format gives the same strings.
///
/// Both functions work on the UTF-8 bytes: the whitespace they collapse is ASCII or the no-break space (`C2 A0`), so
/// no scalar is ever split, and a text that is already normalized is returned as it is, without a copy.
public enum TextNormalization {
    /// Trims the ends and turns every run of spaces, tabs, line breaks and no-break spaces into one space.
    public static func collapseSpaces(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in isCollapsed(bytes) ? nil : collapsed(bytes) } ?? text
    }

    /// Splits text at newlines into normalized lines, dropping empty ones. A CR right before a LF stays with the line
    /// (as the `\r\n` character does when the text is split by characters) and is collapsed there.
    public static func lines(_ text: String) -> TextLines {
        var text = text
        return text.withUTF8(lines(utf8:))
    }

    /// `lines(_:)` on UTF-8 bytes, for a front end that gathers text as bytes: each line is collapsed straight into
    /// its own string, so the bytes are decoded once.
    public static func lines(utf8 bytes: UnsafeBufferPointer<UInt8>) -> TextLines {
        guard bytes.firstOffset(of: 0x0A, in: 0..<bytes.count) != nil else {
            // Most texts are one line, kept without an array.
            let line = collapsed(bytes)
            return line.isEmpty ? [] : TextLines(line: line)
        }
        var result: [String] = []
        // One more than the line feeds, a bound on the lines: the array is allocated once.
        result.reserveCapacity(bytes.count(of: 0x0A, in: 0..<bytes.count) + 1)
        bytes.forEachLine { line in appendLine(UnsafeBufferPointer(rebasing: bytes[line]), to: &result) }
        return TextLines(result)
    }

    /// `collapseSpaces(_:)` on UTF-8 bytes, decoded once.
    public static func collapseSpaces(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        collapsed(bytes)
    }

    private static func appendLine(_ bytes: UnsafeBufferPointer<UInt8>, to lines: inout [String]) {
        let line = collapsed(bytes)
        if !line.isEmpty { lines.append(line) }
    }

    /// The length of the whitespace at `index` (0 when there is none): one byte, or two for a no-break space.
    private static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0: 2
        default: 0
        }
    }

    /// Whether the bytes need no change: no whitespace at either end, and only single spaces between words.
    private static func isCollapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousWasSpace = true
        var index = 0
        while index < bytes.count {
            let length = whitespaceLength(bytes, at: index)
            if length == 0 {
                previousWasSpace = false
                index += 1
            } else {
                if previousWasSpace || length == 2 || bytes[index] != 0x20 { return false }
                previousWasSpace = true
                index += 1
            }
        }
        return !previousWasSpace || bytes.isEmpty
    }

    /// The number of bytes of `word` (read little-endian) before its first byte that is at most 0x20 or is 0xC2, 8 when
    /// there is none. The borrow of the subtraction can mark a lane after a marked one, never one before, so the first
    /// marked lane is exact.
    private static func lowestSpecialLane(_ word: UInt64) -> Int {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let atMostSpace = (word &- 0x2121_2121_2121_2121) & ~word & highBits
        let noBreakLead = word ^ 0xC2C2_C2C2_C2C2_C2C2
        let isNoBreakLead = (noBreakLead &- 0x0101_0101_0101_0101) & ~noBreakLead & highBits
        return (atMostSpace | isNoBreakLead).trailingZeroBitCount / 8
    }

    private static func collapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var pendingSpace = false
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    // Eight bytes at a time: the plain bytes before the first possible whitespace byte are copied as one
                    // word (the output never runs ahead of the input, so the word fits).
                    let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                    let special = lowestSpecialLane(word)
                    if special > 0 {
                        if pendingSpace {
                            output[count] = 0x20
                            count += 1
                            pendingSpace = false
                        }
                        UnsafeMutableRawPointer(output.baseAddress! + count).storeBytes(of: word.littleEndian, as: UInt64.self)
                        count += special
                        index += special
                        if special == 8 { continue }
                    }
                }
                let byte = bytes[index]
                if byte > 0x20 && byte != 0xC2 {  // most bytes: neither ASCII whitespace nor the lead of a no-break space
                    if pendingSpace {
                        output[count] = 0x20
                        count += 1
                        pendingSpace = false
                    }
                    output[count] = byte
                    count += 1
                    index += 1
                    continue
                }
                let length = whitespaceLength(bytes, at: index)
                if length > 0 {
                    pendingSpace = count > 0
                    index += length
                } else {
                    if pendingSpace {
                        output[count] = 0x20
                        count += 1
                    }
                    pendingSpace = false
                    output[count] = bytes[index]
                    count += 1
                    index += 1
                }
            }
            return count
        }
    }
}
