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
        guard CharacterBytes.hasPrefix(rest, "@property") else { return nil }
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
        if attributes.contains("nullable")
            || CharacterBytes.contains("ullable", in: type) && ["_Nullable", "__nullable", "nullable"].contains(where: type.contains)
        {
            return .nullable
        }
        if attributes.contains("nonnull")
            || CharacterBytes.contains("onnull", in: type) && ["_Nonnull", "__nonnull", "nonnull"].contains(where: type.contains)
        {
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
