/// One line of a flattened error-code table: `<prefix words> IDENT CODE description`.
///
/// The scrape joined a table row's cells with single spaces, so the error name (an
/// UPPER_SNAKE constant such as `SDK_ERROR_USER_CANCELED`) followed by an integer
/// code is the only reliable column boundary. Words before the name are the flattened
/// category and platform columns of pages such as the error-code page.
struct CodedRow: Hashable, Sendable {
    /// The words of the columns flattened in front of the error name.
    let prefixWords: [String]
    /// The error name.
    let name: String
    /// The error code, possibly negative.
    let code: String
    /// The first line of the description, empty when the row has none.
    let description: String

    /// The most words the flattened columns in front of the name may take (category and platform).
    static let maxPrefixWords = 6

    /// Parses a trimmed line, or fails when it has no error name followed by a code among its first words.
    init?(_ text: String) {
        let words = text.split(maxSplits: Self.maxPrefixWords + 2, whereSeparator: \.isWhitespace)
        guard words.count >= 2 else { return nil }
        for index in 0..<min(words.count - 1, Self.maxPrefixWords + 1) {
            let code = words[index + 1]
            guard Self.isConstantName(words[index]), Self.isInteger(code) else { continue }
            prefixWords = words[..<index].map(String.init)
            name = String(words[index])
            self.code = String(code)
            description = String(text[code.endIndex...].drop { $0.isWhitespace })
            return
        }
        return nil
    }

    /// An UPPER_SNAKE constant: capitals, digits and at least one inner underscore.
    static func isConstantName(_ word: Substring) -> Bool {
        guard let first = word.first, first.isASCII, first.isUppercase, word.last != "_", word.contains("_") else { return false }
        return word.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isUppercase || $0.isNumber)) }
    }

    /// An integer of up to ten digits, possibly negative.
    static func isInteger(_ word: Substring) -> Bool {
        let digits = word.first == "-" ? word.dropFirst() : word
        return (1...10).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
