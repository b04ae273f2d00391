/// An Objective-C method declaration (`+ (void)name:(Type)arg other:(Type)arg;`, variadic `format:(NSString *)format, ...;`)
/// taken apart.
struct ObjectiveCMethod: Equatable {
    var isClassMethod: Bool
    var returnType: String
    var selector: String
    var parameterTypes: [String]
    var parameterNames: [String]
    /// True when the last parameter is followed by `, ...`.
    var variadic: Bool

    /// Parses the declaration text (its lines joined), which must end with `;`; nil for definitions and fragments.
    init?(text: String) {
        let trimmed = text.trimmingCharacters(in: " \t\n")
        // Plain ASCII text is one character per byte: its characters are made from the bytes, not found by grapheme breaking.
        let characters = CharacterBytes.isPlain(trimmed) ? trimmed.utf8.map { Character(Unicode.Scalar($0)) } : Array(trimmed)
        guard let sign = characters.first, sign == "+" || sign == "-", characters.last == ";" else { return nil }
        var index = 1
        func skipSpace() { while index < characters.count, Identifiers.isWhitespace(characters[index]) { index += 1 } }
        /// Reads a balanced `( … )` and returns its inside with whitespace collapsed.
        func parenthesised() -> String? {
            skipSpace()
            guard index < characters.count, characters[index] == "(" else { return nil }
            var depth = 0
            let start = index + 1
            while index < characters.count {
                if characters[index] == "(" { depth += 1 }
                if characters[index] == ")" {
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        // The inside's words joined by one space.
                        var inside = ""
                        var spaced = false
                        for character in characters[start..<index - 1] {
                            if Identifiers.isWhitespace(character) {
                                spaced = !inside.isEmpty
                            } else {
                                if spaced { inside.append(" ") }
                                spaced = false
                                inside.append(character)
                            }
                        }
                        return inside
                    }
                }
                index += 1
            }
            return nil
        }
        func identifier() -> String {
            skipSpace()
            let start = index
            while index < characters.count, Identifiers.isIdentifierCharacter(characters[index]) { index += 1 }
            return characters[start..<index].reduce(into: "") { $0.append($1) }
        }
        guard let returnType = parenthesised() else { return nil }
        var selector = ""
        var types: [String] = []
        var names: [String] = []
        while true {
            let keyword = identifier()
            skipSpace()
            if keyword.isEmpty { break }
            guard index < characters.count, characters[index] == ":" else {
                if types.isEmpty { selector = keyword }  // a unary selector
                break
            }
            index += 1
            guard let type = parenthesised() else { return nil }
            let name = identifier()
            selector += keyword + ":"
            types.append(ObjectiveCProperty.normalizedType(type))
            names.append(name)
        }
        skipSpace()
        var variadic = false
        if !types.isEmpty, index < characters.count, characters[index] == "," {
            index += 1
            skipSpace()
            guard characters[index...].starts(with: "...") else { return nil }
            index += 3
            skipSpace()
            variadic = true
        }
        guard !selector.isEmpty, index < characters.count, characters[index] == ";" else { return nil }
        self.isClassMethod = sign == "+"
        self.returnType = returnType
        self.selector = selector
        self.parameterTypes = types
        self.parameterNames = names
        self.variadic = variadic
    }
}
