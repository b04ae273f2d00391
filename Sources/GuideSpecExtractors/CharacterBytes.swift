import GuideSpecDocumentModel

/// Text read one byte per character, for readers that tell only ASCII characters apart: a character that is one ASCII
/// byte reads as that byte, a carriage return (alone or before a line feed) as 0x0D, any other character as 0x80.
/// Position n is the n-th character, so such a reader gets the answers it would get from `Character`s without paying
/// for grapheme breaking and Unicode properties on every character.
enum CharacterBytes {
    /// The byte of every character of `text`, in order.
    static func of(_ text: String) -> [UInt8] {
        if isPlain(text) { return Array(text.utf8) }
        // One pass over the characters (`map` would count them first, breaking the text into characters twice); a
        // character equals CR LF only as those two bytes, so no string comparison is needed.
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for character in text {
            let bytes = character.utf8
            if bytes.count == 1, let byte = bytes.first {
                result.append(byte)
            } else {
                result.append(bytes.elementsEqual([0x0D, 0x0A]) ? 0x0D : 0x80)
            }
        }
        return result
    }

    /// Whether every character of `text` is one ASCII byte other than a carriage return: then its bytes are its characters.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlain(bytes:))
    }

    /// Whether every character of `text` is one ASCII byte other than a carriage return.
    static func isPlain(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8(isPlain(bytes:))
    }

    /// Whether every byte is ASCII and no carriage return.
    private static func isPlain(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Eight bytes at a time (no high bit set, no byte equal to 0x0D), then the bytes of the last partial word.
        var index = 0
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits = ones &* 0x80
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let carriageReturns = word ^ (ones &* 0x0D)
                if word & highBits != 0 || (carriageReturns &- ones) & ~carriageReturns & highBits != 0 { return false }
                index += 8
            }
        }
        return UnsafeBufferPointer(rebasing: bytes[index...]).allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// The range of the first occurrence of `needle`'s bytes in `text`. For text that `isPlain` (and an ASCII needle) it is
    /// the range Foundation's `range(of:)` finds, without Foundation: there every character is one byte.
    static func firstRange(of needle: StaticString, in text: Substring) -> Range<String.Index>? {
        var contiguous = text
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        let offset: Int? = contiguous.withUTF8 { bytes in
            guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
            var index = 0
            while let found = bytes.firstOffset(of: first, in: index..<(bytes.count - pattern.count + 1)) {
                if UnsafeBufferPointer(rebasing: bytes[found..<found + pattern.count]).elementsEqual(pattern) { return found }
                index = found + 1
            }
            return nil
        }
        guard let offset else { return nil }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return lower..<text.utf8.index(lower, offsetBy: pattern.count)
    }

    /// Whether the first character of `text` is the one-byte character `byte` (not CR): answered from the bytes unless a
    /// non-ASCII byte follows it, which may extend it.
    static func first(of text: Substring, is byte: UInt8) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, first == byte else { return false }
        guard let second = bytes.dropFirst().first, second >= 0x80 else { return true }
        return text.first == Character(Unicode.Scalar(byte))
    }

    /// `text.hasPrefix(prefix)` for a prefix of ASCII characters other than a carriage return: answered from the bytes
    /// unless a non-ASCII byte follows the prefix's, which may extend its last character.
    static func hasPrefix(_ text: Substring, _ prefix: StaticString) -> Bool {
        var bytes = text.utf8.makeIterator()
        for index in 0..<prefix.utf8CodeUnitCount {
            guard bytes.next() == prefix.utf8Start[index] else { return false }
        }
        guard let next = bytes.next(), next >= 0x80 else { return true }
        return text.hasPrefix(prefix.description)
    }

    /// Whether the last character of `text` is the one-byte character `byte` (not LF): answered from the bytes unless a
    /// non-ASCII byte precedes it, which may be joined to it.
    static func last(of text: Substring, is byte: UInt8) -> Bool {
        let bytes = text.utf8
        guard let last = bytes.last, last == byte else { return false }
        guard let previous = bytes.dropLast().last, previous >= 0x80 else { return true }
        return text.last == Character(Unicode.Scalar(byte))
    }

    /// Whether the UTF-8 bytes of `text` hold `byte`, found with `memchr` where the bytes lie in one buffer.
    static func contains(_ byte: UInt8, in text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: byte, in: 0..<$0.count) != nil } ?? text.utf8.contains(byte)
    }

    /// The pieces of `text` between its line-feed bytes, empty ones kept (`split(separator: 0x0A,
    /// omittingEmptySubsequences: false)` on its bytes): its lines when no carriage return joins a line feed to it.
    /// The line feeds are found with `memchr`.
    static func lineFeedLines(of text: Substring) -> [Substring] {
        let utf8 = text.utf8
        let found: [Substring]? = utf8.withContiguousStorageIfAvailable { bytes in
            var lines: [Substring] = []
            var start = 0
            var startIndex = utf8.startIndex
            while let newline = bytes.firstOffset(of: 0x0A, in: start..<bytes.count) {
                let end = utf8.index(startIndex, offsetBy: newline - start)
                lines.append(Substring(utf8[startIndex..<end]))
                start = newline + 1
                startIndex = utf8.index(after: end)
            }
            lines.append(Substring(utf8[startIndex...]))
            return lines
        }
        return found ?? utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Whether the UTF-8 bytes of `text` contain those of `needle` (a prefilter: a byte range that holds no match holds none
    /// of its characters' matches either).
    static func contains(_ needle: String, in text: String) -> Bool {
        var needle = needle
        var text = text
        return needle.withUTF8 { pattern in text.withUTF8 { bytes in contains(pattern, in: bytes) } }
    }

    /// Whether `bytes` hold the bytes of `needle`; with `caseless`, `needle` is lower-case letters and matches in either case.
    static func contains(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, caseless: Bool = false) -> Bool {
        contains(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes, caseless: caseless)
    }

    /// Whether `bytes` hold `pattern`, by a scan for its first byte and a comparison where it is found.
    static func contains(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, caseless: Bool = false) -> Bool {
        guard let first = pattern.first else { return true }
        guard bytes.count >= pattern.count else { return false }
        let fold: UInt8 = caseless ? 0x20 : 0
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] | fold == first {
                var matched = 1
                while matched < pattern.count, bytes[index + matched] | fold == pattern[matched] { matched += 1 }
                if matched == pattern.count { return true }
            }
            index += 1
        }
        return false
    }
}
