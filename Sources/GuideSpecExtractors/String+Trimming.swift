// Trimming a set of characters from both ends of a line, as the declaration readers do on every line, type and
// parameter: by bytes when the set is plain ASCII and no cut could split a character, else by characters.

extension String {
    /// The string without leading and trailing characters from `set`.
    func trimmingCharacters(in set: String) -> String {
        var text = self
        if CharacterBytes.isPlain(set), let range = text.withUTF8({ Self.trimmedRange($0, set: set) }) {
            if range.count == utf8.count { return self }
            return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }
        return String(Substring(self).trimmingCharacters(in: set))
    }

    /// A trim by characters: with a plain ASCII set, of the one-byte characters whose byte is in it (a carriage return
    /// and line feed make one character, which is not); with any other set, of the characters it holds.
    fileprivate static func trimmingCharacters(of text: Substring, in set: String) -> Substring {
        guard CharacterBytes.isPlain(set) else { return text.trimmingCharacters(notIn: { !set.contains($0) }) }
        let bytes = set.utf8
        return text.trimmingCharacters(notIn: { character in
            !(character.utf8.count == 1 && character.utf8.first.map(bytes.contains) == true)
        })
    }

    /// The range of `bytes` left when leading and trailing bytes from `set` (plain ASCII) are trimmed, or nil when a
    /// byte next to a cut could join the trimmed byte beside it into one character (a non-ASCII byte, or a line feed
    /// after a carriage return): then only a trim by characters gives the same answer.
    fileprivate static func trimmedRange(_ bytes: UnsafeBufferPointer<UInt8>, set: String) -> Range<Int>? {
        // The set as a bit per ASCII byte: the scans below test a bit, not the set's bytes. The set's bytes are read
        // where they are stored (a set is a short literal), not through the view's iterator.
        var mask = (low: UInt64(0), high: UInt64(0))
        var set = set
        set.withUTF8 { bytes in
            for byte in bytes {
                if byte < 64 { mask.low |= 1 << byte } else if byte < 0x80 { mask.high |= 1 << (byte - 64) }
            }
        }
        func inSet(_ byte: UInt8) -> Bool {
            byte < 64 ? mask.low & (1 << byte) != 0 : byte < 0x80 && mask.high & (1 << (byte - 64)) != 0
        }
        var start = 0
        var end = bytes.count
        while start < end, inSet(bytes[start]) { start += 1 }
        while end > start, inSet(bytes[end - 1]) { end -= 1 }
        if start > 0, start < bytes.count, bytes[start] >= 0x80 { return nil }
        if end < bytes.count, end > 0, bytes[end - 1] >= 0x80 || bytes[end - 1] == 0x0D { return nil }
        return start..<end
    }
}

extension Substring {
    /// The substring without leading and trailing characters from `set`: compared by bytes when the set is plain ASCII
    /// and no cut could split a character, else by characters.
    func trimmingCharacters(in set: String) -> Substring {
        var text = self
        if CharacterBytes.isPlain(set), let range = text.withUTF8({ String.trimmedRange($0, set: set) }) {
            let start = utf8.index(startIndex, offsetBy: range.lowerBound)
            return self[start..<utf8.index(start, offsetBy: range.count)]
        }
        return String.trimmingCharacters(of: self, in: set)
    }
}
