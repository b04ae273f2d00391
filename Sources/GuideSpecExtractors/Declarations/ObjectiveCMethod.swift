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
        // One byte per character (`CharacterBytes`): every character this parser tells apart is ASCII. The characters
        // themselves are made only for text that is not plain, where a 0x80 stands for a character that may be whitespace
        // (U+3000) or part of a type and is then read from them.
        let codes = CharacterBytes.of(trimmed)
        let characters: [Character] = CharacterBytes.isPlain(trimmed) ? [] : Array(trimmed)
        guard let sign = codes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), codes.last == UInt8(ascii: ";") else { return nil }
        var index = 1
        func isWhitespace(_ position: Int) -> Bool {
            let code = codes[position]
            return code == 0x80 ? characters[position].isWhitespace : code == 0x20 || (code >= 0x09 && code <= 0x0D)
        }
        func skipSpace() { while index < codes.count, isWhitespace(index) { index += 1 } }
        /// Reads a balanced `( … )` and returns its inside with whitespace collapsed.
        func parenthesised() -> String? {
            skipSpace()
            guard index < codes.count, codes[index] == UInt8(ascii: "(") else { return nil }
            var depth = 0
            let start = index + 1
            while index < codes.count {
                if codes[index] == UInt8(ascii: "(") { depth += 1 }
                if codes[index] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        // The inside's words joined by one space, as UTF-8.
                        var inside: [UInt8] = []
                        var spaced = false
                        for position in start..<index - 1 {
                            if isWhitespace(position) {
                                spaced = !inside.isEmpty
                            } else {
                                if spaced { inside.append(UInt8(ascii: " ")) }
                                spaced = false
                                if codes[position] < 0x80 { inside.append(codes[position]) } else { inside += characters[position].utf8 }
                            }
                        }
                        return String(decoding: inside, as: UTF8.self)
                    }
                }
                index += 1
            }
            return nil
        }
        /// Reads an identifier: its characters are ASCII bytes.
        func identifier() -> String {
            skipSpace()
            let start = index
            while index < codes.count, Identifiers.isIdentifierByte(codes[index]) { index += 1 }
            return String(decoding: codes[start..<index], as: UTF8.self)
        }
        guard let returnType = parenthesised() else { return nil }
        var selector = ""
        var types: [String] = []
        var names: [String] = []
        while true {
            let keyword = identifier()
            skipSpace()
            if keyword.isEmpty { break }
            guard index < codes.count, codes[index] == UInt8(ascii: ":") else {
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
        if !types.isEmpty, index < codes.count, codes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpace()
            guard codes[index...].starts(with: "...".utf8) else { return nil }
            index += 3
            skipSpace()
            variadic = true
        }
        guard !selector.isEmpty, index < codes.count, codes[index] == UInt8(ascii: ";") else { return nil }
        self.isClassMethod = sign == UInt8(ascii: "+")
        self.returnType = returnType
        self.selector = selector
        self.parameterTypes = types
        self.parameterNames = names
        self.variadic = variadic
    }
}
