import Glibc

package extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` within `range`, or nil: found with the C library's `memchr`, which reads many
    /// bytes at a time, for the passes that only look for line feeds and pipes (shared by the front ends).
    func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = baseAddress else { return nil }
        guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
