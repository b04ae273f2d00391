/// Whether a short text reads as code (identifiers, constants, numbers, literals) rather than prose, so that two
/// languages must spell it alike: translated prose is never compared.
enum CodeLikeText {
    /// Which single words of letters only a text may be and still read as code.
    enum PlainWords {
        /// None: `Sdk` or `price` alone is prose.
        case none
        /// Those that start in lower case, as parameter names do (`price`, `token`).
        case lowercase
        /// Any (`String`, `Optional`): for a cell whose every language is one such word.
        case any
    }

    /// The text with its whitespace collapsed and backticks dropped, or nil when some word of it is prose. A word is
    /// code when it is a number, a literal (`true`, `nil`, `YES`), a constant (`CONSUMABLE`, `M`), an identifier with
    /// code features (an inner capital, a digit, `_`, `.`, `::`, brackets), or a lone symbol (`*`, `-`); a text that is
    /// one plain word counts as `plainWords` says. Brackets around a word are not code (`[API]`, `(iOS)`). Anything
    /// outside ASCII is prose.
    static func normalized(_ text: String, plainWords: PlainWords) -> String? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= 4 else { return nil }
        for word in words {
            let trimmed = word.trimmingEdges("`\"',;[]()")
            guard trimmed.isEmpty || isCode(trimmed) || (words.count == 1 && allows(trimmed, plainWords)) else { return nil }
        }
        return words.map { String($0.trimmingEdges("`")) }.joined(separator: " ")
    }

    /// An identifier, constant, number or literal.
    static func isCode(_ word: Substring) -> Bool {
        if word.allSatisfy({ !$0.isLetter && !$0.isNumber }) { return true }
        if Double(word) != nil { return true }
        if ["true", "false", "null", "nil", "YES", "NO", "TRUE", "FALSE", "NULL"].contains(word) { return true }
        guard let first = word.first, first.isLetter || first == "_" || first == "@" || first == "[" || first == "-" else { return false }
        let allowed = word.allSatisfy { $0.isLetter || $0.isNumber || "_.:<>[]()*&@-/".contains($0) }
        guard allowed else { return false }
        if word.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) { return true }
        // A kebab-case key (`full-page`, `stop-propagation`): lower-case words joined by `-`.
        if word.contains("-"), word.first?.isLowercase == true, word.last != "-",
            word.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }), !word.contains("--")
        {
            return true
        }
        if word.contains(where: { $0.isNumber || "_.:<>[]()*&@".contains($0) }) { return true }
        return zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// Whether `word`, letters only, is allowed as code.
    private static func allows(_ word: Substring, _ plainWords: PlainWords) -> Bool {
        guard word.allSatisfy(\.isLetter), let first = word.first else { return false }
        switch plainWords {
        case .none: return false
        case .lowercase: return first.isLowercase
        case .any: return true
        }
    }
}

extension Substring {
    /// The text without the given characters at either end.
    func trimmingEdges(_ characters: String) -> Substring {
        var result = self
        while let first = result.first, characters.contains(first) { result = result.dropFirst() }
        while let last = result.last, characters.contains(last) { result = result.dropLast() }
        return result
    }
}
