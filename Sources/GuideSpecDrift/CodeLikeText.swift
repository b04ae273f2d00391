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
        // ASCII only from here: every character is one byte (a CR LF pair is whitespace, as its bytes are), so the words are
        // read byte by byte, without Unicode's tables.
        guard let words = words(of: text), !words.isEmpty else { return nil }
        for word in words {
            let trimmed = trimmingASCII(word, "`\"',;[]()")
            guard trimmed.isEmpty || isCode(trimmed) || (words.count == 1 && allows(trimmed, plainWords)) else { return nil }
        }
        return words.map { String(trimmingASCII($0, "`")) }.joined(separator: " ")
    }

    /// An identifier, constant, number or literal; `word` is ASCII without whitespace, read by its bytes.
    static func isCode(_ word: Substring) -> Bool {
        let bytes = word.utf8
        if bytes.allSatisfy({ !isLetter($0) && !isDigit($0) }) { return true }
        if Double(word) != nil { return true }
        if ["true", "false", "null", "nil", "YES", "NO", "TRUE", "FALSE", "NULL"].contains(word) { return true }
        guard let first = bytes.first,
            isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: "@") || first == UInt8(ascii: "[")
                || first == UInt8(ascii: "-")
        else { return false }
        guard bytes.allSatisfy({ isLetter($0) || isDigit($0) || isSymbol($0, of: "_.:<>[]()*&@-/") }) else { return false }
        if bytes.allSatisfy({ isUppercase($0) || isDigit($0) || $0 == UInt8(ascii: "_") }) { return true }
        // A kebab-case key (`full-page`, `stop-propagation`): lower-case words joined by `-`.
        if bytes.contains(UInt8(ascii: "-")), isLowercase(first), bytes.last != UInt8(ascii: "-"),
            bytes.allSatisfy({ isLowercase($0) || isDigit($0) || $0 == UInt8(ascii: "-") }),
            !zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: "-") && $1 == UInt8(ascii: "-") })
        {
            return true
        }
        if bytes.contains(where: { isDigit($0) || isSymbol($0, of: "_.:<>[]()*&@") }) { return true }
        return zip(bytes, bytes.dropFirst()).contains { isLowercase($0) && isUppercase($1) }
    }

    /// Whether `word`, letters only, is allowed as code.
    private static func allows(_ word: Substring, _ plainWords: PlainWords) -> Bool {
        guard word.utf8.allSatisfy(isLetter), let first = word.utf8.first else { return false }
        switch plainWords {
        case .none: return false
        case .lowercase: return isLowercase(first)
        case .any: return true
        }
    }

    /// The whitespace-separated words of ASCII `text`, or nil past the fourth: a long text (prose) is not split to its end.
    private static func words(of text: String) -> [Substring]? {
        var words: [Substring] = []
        let bytes = text.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            guard !isWhitespace(bytes[index]) else {
                index = bytes.index(after: index)
                continue
            }
            guard words.count < 4 else { return nil }
            let start = index
            while index != bytes.endIndex, !isWhitespace(bytes[index]) { index = bytes.index(after: index) }
            words.append(text[start..<index])
        }
        return words
    }

    /// ASCII `word` without the ASCII `symbols` at either end.
    private static func trimmingASCII(_ word: Substring, _ symbols: StaticString) -> Substring {
        let bytes = word.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isSymbol(bytes[start], of: symbols) { start = bytes.index(after: start) }
        while end > start, isSymbol(bytes[bytes.index(before: end)], of: symbols) { end = bytes.index(before: end) }
        return word[start..<end]
    }

    /// The ASCII whitespace bytes: tab, line feed, vertical tab, form feed, carriage return and space.
    private static func isWhitespace(_ byte: UInt8) -> Bool { (0x09...0x0D).contains(byte) || byte == 0x20 }
    private static func isUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    /// Whether `byte` is one of the ASCII `symbols`.
    private static func isSymbol(_ byte: UInt8, of symbols: StaticString) -> Bool {
        UnsafeBufferPointer(start: symbols.utf8Start, count: symbols.utf8CodeUnitCount).contains(byte)
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
