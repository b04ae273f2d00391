import GuideSpecSpecModel

/// One Objective-C `@property` line taken apart: attributes, type, name, nullability and getter.
struct ObjectiveCProperty: Equatable {
    var name: String
    var type: String
    var attributes: [String]
    var nullability: Nullability
    var getter: String?

    /// Parses `@property (attr, …) Type *name;`, or returns nil when the line is not a readable property.
    init?(line: String) {
        var rest = Substring(line).trimmingCharacters(notIn: { !$0.isWhitespace })
        guard rest.hasPrefix("@property") else { return nil }
        rest = rest.dropFirst("@property".count).drop(while: \.isWhitespace)
        var attributes: [String] = []
        if rest.first == "(" {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            attributes = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",")
                .map { String($0.trimmingCharacters(notIn: { !$0.isWhitespace })) }.filter { !$0.isEmpty }
            rest = rest[rest.index(after: close)...]
        }
        if let semicolon = rest.firstIndex(of: ";") { rest = rest[..<semicolon] }
        rest = rest.trimmingCharacters(notIn: { !$0.isWhitespace })
        guard let nameEnd = rest.lastIndex(where: Identifiers.isIdentifierCharacter) else { return nil }
        var nameStart = nameEnd
        while nameStart > rest.startIndex, Identifiers.isIdentifierCharacter(rest[rest.index(before: nameStart)]) {
            nameStart = rest.index(before: nameStart)
        }
        let typeText = rest[..<nameStart].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !typeText.isEmpty else { return nil }
        self.name = String(rest[nameStart...nameEnd])
        self.type = Self.normalizedType(typeText)
        self.attributes = attributes
        self.nullability = Self.nullability(attributes: attributes, type: typeText)
        self.getter = attributes.first { $0.hasPrefix("getter") }.map {
            String($0.drop { $0 != "=" }.dropFirst()).trimmingCharacters(in: " ")
        }
    }

    /// Nullable for the `nullable` attribute or a `_Nullable`/`__nullable` qualifier, nonnull for their `nonnull`
    /// counterparts, else unspecified.
    static func nullability(attributes: [String], type: String) -> Nullability {
        // Foundation's search runs only where the bytes hold a qualifier's common part.
        if attributes.contains("nullable") || CharacterBytes.contains("ullable", in: type) && ["_Nullable", "__nullable", "nullable"].contains(where: type.contains) {
            return .nullable
        }
        if attributes.contains("nonnull") || CharacterBytes.contains("onnull", in: type) && ["_Nonnull", "__nonnull", "nonnull"].contains(where: type.contains) {
            return .nonnull
        }
        return .unspecified
    }

    /// Writes a pointer type as `Name *`, whatever spacing the guide used.
    static func normalizedType(_ text: String) -> String {
        var end = text.endIndex
        var stars = 0
        while end > text.startIndex {
            let previous = text.index(before: end)
            guard text[previous] == "*" || text[previous] == " " else { break }
            if text[previous] == "*" { stars += 1 }
            end = previous
        }
        guard stars > 0 else { return text }
        return String(text[..<end]) + " " + String(repeating: "*", count: stars)
    }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    func trimmingCharacters(in set: String) -> String {
        var text = self
        if CharacterBytes.isPlain(set), let range = text.withUTF8({ Self.trimmedRange($0, set: set.utf8) }) {
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
    fileprivate static func trimmedRange(_ bytes: UnsafeBufferPointer<UInt8>, set: String.UTF8View) -> Range<Int>? {
        // The set as a bit per ASCII byte: the scans below test a bit, not the set's bytes.
        let mask = set.reduce(into: (low: UInt64(0), high: UInt64(0))) { mask, byte in
            if byte < 64 { mask.low |= 1 << byte } else if byte < 0x80 { mask.high |= 1 << (byte - 64) }
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
        if CharacterBytes.isPlain(set), let range = text.withUTF8({ String.trimmedRange($0, set: set.utf8) }) {
            let start = utf8.index(startIndex, offsetBy: range.lowerBound)
            return self[start..<utf8.index(start, offsetBy: range.count)]
        }
        return String.trimmingCharacters(of: self, in: set)
    }
}
