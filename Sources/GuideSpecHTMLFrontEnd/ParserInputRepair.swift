/// Byte repairs made before parsing where libxml2 2.9 departs from browsers; no line moves.
///
/// * `</br>` is a line break in browsers (and cmark-gfm's readers), but libxml2 drops it.
/// * A NUL character makes libxml2 stop reading; browsers show U+FFFD instead.
enum ParserInputRepair {
    /// The bytes with the slash of every `</br>` (any case, spaces before `>`) removed and each NUL replaced by U+FFFD.
    static func apply(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { input in
            var result: [UInt8] = []
            var copiedUpTo = 0
            var index = 0
            while index < input.count {
                let byte = input[index]
                if byte == 0 {
                    result.append(contentsOf: input[copiedUpTo..<index])
                    result.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    copiedUpTo = index + 1
                } else if byte == UInt8(ascii: "<"), isBreakEndTag(input, at: index) {
                    result.append(contentsOf: input[copiedUpTo...index])
                    copiedUpTo = index + 2
                    index += 1
                }
                index += 1
            }
            guard copiedUpTo > 0 else { return bytes }
            result.append(contentsOf: input[copiedUpTo...])
            return result
        }
    }

    /// Whether `</br`, then optional white space, then `>` starts at `start`.
    private static func isBreakEndTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + 4 < bytes.count, bytes[start + 1] == UInt8(ascii: "/"),
            bytes[start + 2] | 0x20 == UInt8(ascii: "b"), bytes[start + 3] | 0x20 == UInt8(ascii: "r")
        else { return false }
        var index = start + 4
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ">")
    }
}
