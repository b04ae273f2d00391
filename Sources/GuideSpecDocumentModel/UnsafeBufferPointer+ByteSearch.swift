import Glibc

package extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` within `range`, or nil: found with the C library's `memchr`, which reads many
    /// bytes at a time, for the passes that only look for line feeds and pipes (shared by the front ends).
    func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = baseAddress else { return nil }
        guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Calls `body` with the range of each line, without its line feed; the last line runs to the end. A line feed right
    /// after a carriage return stays in its line, as the `\r\n` character the two make does when text is split by
    /// characters (the rule every front end's text and code lines follow).
    func forEachLine(_ body: (Range<Int>) -> Void) {
        var start = 0
        var searchStart = 0
        while let newline = firstOffset(of: 0x0A, in: searchStart..<count) {
            searchStart = newline + 1
            if newline > 0 && self[newline - 1] == 0x0D { continue }
            body(start..<newline)
            start = newline + 1
        }
        body(start..<count)
    }
}
