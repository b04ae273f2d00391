import GuideSpecSpecModel

/// One Objective-C `@property` line taken apart: attributes, type, name, nullability and getter.
struct ObjectiveCProperty: Equatable {
    var name: String
    var type: String
    var attributes: [String]
    var nullability: Nullability
    var getter: String?

    /// Parses `@property (attr, …) Type *name;`, or returns nil when the line is not a readable property. A line whose
    /// every character is one byte is read on its bytes, any other as characters: the same reading either way.
    init?(line: String) {
        let line = Substring(line)
        guard let property = CharacterBytes.isPlain(line) ? Self.parse(line.utf8) : Self.parse(line) else { return nil }
        self = property
    }

    /// `init?(line:)` over `line`'s characters, or its bytes when each is a character.
    static func parse<Text: PropertyLineText>(_ line: Text) -> ObjectiveCProperty? {
        var rest = line.trimmed()
        guard rest.starts(with: "@property".utf8.map(Text.unit)) else { return nil }
        rest = rest.dropFirst("@property".utf8.count).drop(while: Text.isWhitespace)
        var attributes: [String] = []
        if rest.first == Text.unit(UInt8(ascii: "(")) {
            guard let close = rest.firstIndex(of: Text.unit(UInt8(ascii: ")"))) else { return nil }
            attributes = rest[rest.index(after: rest.startIndex)..<close].split(separator: Text.unit(UInt8(ascii: ",")))
                .map { $0.trimmed().string }.filter { !$0.isEmpty }
            rest = rest[rest.index(after: close)...]
        }
        if let semicolon = rest.firstIndex(of: Text.unit(UInt8(ascii: ";"))) { rest = rest[..<semicolon] }
        rest = rest.trimmed()
        guard let nameEnd = rest.lastIndex(where: Text.isIdentifier) else { return nil }
        var nameStart = nameEnd
        while nameStart > rest.startIndex, Text.isIdentifier(rest[rest.index(before: nameStart)]) {
            nameStart = rest.index(before: nameStart)
        }
        let typeText = rest[..<nameStart].split(whereSeparator: Text.isWhitespace).map(\.string).joined(separator: " ")
        guard !typeText.isEmpty else { return nil }
        return ObjectiveCProperty(
            name: rest[nameStart...nameEnd].string, type: normalizedType(typeText), attributes: attributes,
            nullability: nullability(attributes: attributes, type: typeText),
            getter: attributes.first { $0.hasPrefix("getter") }.map { String($0.drop { $0 != "=" }.dropFirst()).trimmingCharacters(in: " ") })
    }

    private init(name: String, type: String, attributes: [String], nullability: Nullability, getter: String?) {
        self.name = name
        self.type = type
        self.attributes = attributes
        self.nullability = nullability
        self.getter = getter
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

/// The units a property line is read in: its characters, or the bytes of a line whose every character is one byte.
protocol PropertyLineText: BidirectionalCollection where SubSequence == Self, Element: Equatable {
    /// The unit of an ASCII byte.
    static func unit(_ byte: UInt8) -> Element
    static func isWhitespace(_ unit: Element) -> Bool
    /// Whether the unit is an ASCII letter, digit or `_`.
    static func isIdentifier(_ unit: Element) -> Bool
    /// The units as a string.
    var string: String { get }
}

extension PropertyLineText {
    /// The units without white space at either end.
    func trimmed() -> Self {
        guard let start = firstIndex(where: { !Self.isWhitespace($0) }), let end = lastIndex(where: { !Self.isWhitespace($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}

extension Substring: PropertyLineText {
    static func unit(_ byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }
    static func isWhitespace(_ unit: Character) -> Bool { unit.isWhitespace }
    static func isIdentifier(_ unit: Character) -> Bool { Identifiers.isIdentifierCharacter(unit) }
    var string: String { String(self) }
}

extension Substring.UTF8View: PropertyLineText {
    static func unit(_ byte: UInt8) -> UInt8 { byte }
    /// ASCII white space, as `Character.isWhitespace` reads a one-byte character.
    static func isWhitespace(_ unit: UInt8) -> Bool { unit == 0x20 || (0x09...0x0D).contains(unit) }
    static func isIdentifier(_ unit: UInt8) -> Bool { Identifiers.isIdentifierByte(unit) }
    var string: String { String(Substring(self)) }
}
