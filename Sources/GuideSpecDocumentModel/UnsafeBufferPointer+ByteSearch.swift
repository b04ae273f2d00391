public import Glibc

package extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` within `range`, or nil: found with the C library's `memchr`, which reads many
    /// bytes at a time, for the passes that only look for line feeds and pipes (shared by the front ends).
    /// Inlinable, as the rest: the front ends and extractors call it half a million times over a guide, most calls on
    /// a short line, where a call across modules costs a third of the search.
    @inlinable
    func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = baseAddress else { return nil }
        guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// How many times `byte` occurs within `range`, each occurrence found with `memchr`.
    @inlinable
    func count(of byte: UInt8, in range: Range<Int>) -> Int {
        var count = 0
        var search = range.lowerBound
        while let found = firstOffset(of: byte, in: search..<range.upperBound) {
            count += 1
            search = found + 1
        }
        return count
    }

    /// The offset where the bytes of `needle` first occur within `range`, or nil: each of its first byte is found with
    /// `memchr`. An empty needle occurs at the range's start.
    @inlinable
    func firstOffset(of needle: StaticString, in range: Range<Int>) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard length > 0 else { return range.lowerBound }
        let last = range.upperBound - length
        var search = range.lowerBound
        while search <= last, let found = firstOffset(of: needle.utf8Start[0], in: search..<(last + 1)) {
            if (1..<length).allSatisfy({ self[found + $0] == needle.utf8Start[$0] }) { return found }
            search = found + 1
        }
        return nil
    }

    /// Calls `body` with the range of each line, without its line feed; the last line runs to the end. A line feed right
    /// after a carriage return stays in its line, as the `\r\n` character the two make does when text is split by
    /// characters (the rule every front end's text and code lines follow).
    @inlinable
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
