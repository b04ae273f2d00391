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
        guard CharacterBytes.isPlain(set) else { return String(Substring(self).trimmingCharacters(notIn: { !set.contains($0) })) }
        // A set of plain ASCII characters holds only one-byte characters: compare bytes, not characters.
        let bytes = set.utf8
        if let trimmed = trimmingBytes(bytes) { return trimmed }
        return String(Substring(self).trimmingCharacters(notIn: { character in
            !(character.utf8.count == 1 && character.utf8.first.map(bytes.contains) == true)
        }))
    }

    /// The string without leading and trailing bytes from `set` (ASCII, no carriage return), or nil when a byte next to
    /// a cut could join the trimmed byte beside it into one character (a non-ASCII byte, or a line feed after a carriage
    /// return): then only a trim by characters gives the same answer.
    private func trimmingBytes(_ set: String.UTF8View) -> String? {
        // The set as a bit per ASCII byte: the scans below test a bit, not the set's bytes.
        let mask = set.reduce(into: (low: UInt64(0), high: UInt64(0))) { mask, byte in
            if byte < 64 { mask.low |= 1 << byte } else if byte < 0x80 { mask.high |= 1 << (byte - 64) }
        }
        func inSet(_ byte: UInt8) -> Bool {
            byte < 64 ? mask.low & (1 << byte) != 0 : byte < 0x80 && mask.high & (1 << (byte - 64)) != 0
        }
        var text = self
        return text.withUTF8 { utf8 in
            var start = 0
            var end = utf8.count
            while start < end, inSet(utf8[start]) { start += 1 }
            while end > start, inSet(utf8[end - 1]) { end -= 1 }
            if start > 0, start < utf8.count, utf8[start] >= 0x80 { return nil }
            if end < utf8.count, end > 0, utf8[end - 1] >= 0x80 || utf8[end - 1] == 0x0D { return nil }
            if start == 0 && end == utf8.count { return self }
            return String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
        }
    }
}
