import Testing

@testable import GuideSpecDrift

/// What reads as code and must be spelled alike in every language, read byte by byte: the answers of the reading by
/// characters it replaced, kept below as the reference.
@Suite struct CodeLikeTextTests {
    static let texts = [
        "CONSUMABLE", "M", "true", "nil", "YES", "price", "Sdk", "String", "full-page", "stop-propagation", "full--page", "-full",
        "full-", "`full-page`", "[API]", "(iOS)", "*", "-", "42", "4.5e3", "nan", "inf", "0x1p3", "requestPurchase:", "a.b.c", "std::string",
        "Map<K,V>", "char*", "&x", "@objc", "[UIImage]", "camelCase", "lower", "UPPER_CASE", "x1", "  spaced   words  ", "a\r\nb", "a\tb\u{0B}c",
        "one two three four", "one two three four five", "", " ", "`", "\"quoted\"", "'x',", "data;", "漢字", "naïve", "a/b", "a--b-c",
        "Gamebase.Purchase", "void (^)(int)", "x\u{1C}y", "NO", "FALSE", "Null",
    ]

    @Test(arguments: texts)
    func bytesReadAsCharactersDid(_ text: String) {
        for plainWords in [CodeLikeText.PlainWords.none, .lowercase, .any] {
            #expect(CodeLikeText.normalized(text, plainWords: plainWords) == Self.normalizedByCharacters(text, plainWords: plainWords))
        }
    }

    @Test func codeAndProseAreToldApart() {
        #expect(CodeLikeText.normalized("`full-page`", plainWords: .none) == "full-page")
        #expect(CodeLikeText.normalized("price", plainWords: .lowercase) == "price")
        #expect(CodeLikeText.normalized("Price", plainWords: .lowercase) == nil)
        #expect(CodeLikeText.normalized("Sdk", plainWords: .none) == nil)
        #expect(CodeLikeText.normalized("the price", plainWords: .any) == nil)
        #expect(CodeLikeText.normalized("漢字", plainWords: .any) == nil)
    }

    /// The reading by characters, as it was.
    static func normalizedByCharacters(_ text: String, plainWords: CodeLikeText.PlainWords) -> String? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= 4 else { return nil }
        for word in words {
            let trimmed = word.trimmingEdges("`\"',;[]()")
            let plain: Bool
            if let first = trimmed.first, trimmed.allSatisfy(\.isLetter) {
                switch plainWords {
                case .none: plain = false
                case .lowercase: plain = first.isLowercase
                case .any: plain = true
                }
            } else {
                plain = false
            }
            guard trimmed.isEmpty || isCodeByCharacters(trimmed) || (words.count == 1 && plain) else { return nil }
        }
        return words.map { String($0.trimmingEdges("`")) }.joined(separator: " ")
    }

    static func isCodeByCharacters(_ word: Substring) -> Bool {
        if word.allSatisfy({ !$0.isLetter && !$0.isNumber }) { return true }
        if Double(word) != nil { return true }
        if ["true", "false", "null", "nil", "YES", "NO", "TRUE", "FALSE", "NULL"].contains(word) { return true }
        guard let first = word.first, first.isLetter || first == "_" || first == "@" || first == "[" || first == "-" else { return false }
        guard word.allSatisfy({ $0.isLetter || $0.isNumber || "_.:<>[]()*&@-/".contains($0) }) else { return false }
        if word.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) { return true }
        if word.contains("-"), word.first?.isLowercase == true, word.last != "-",
            word.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }), !word.contains("--")
        {
            return true
        }
        if word.contains(where: { $0.isNumber || "_.:<>[]()*&@".contains($0) }) { return true }
        return zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// Row keys (code-like text) are reduced to letters and digits over their bytes, as over their characters before.
    @Test(arguments: ["bAllStores", "allStores", "ALL_STORES", "bA", "b", "bx", "a.b:c_d", "Bad", "bÄrger", "ÄÖ_ü", "b1x", "full-page", ""])
    func neutralKeysAreTheCharacterReading(_ key: String) {
        var characters = Substring(key)
        if characters.count > 2, characters.first == "b", let second = characters.dropFirst().first, second.isUppercase {
            characters = characters.dropFirst()
        }
        #expect(TableMismatchRule.neutralKey(key) == String(characters.filter { $0.isLetter || $0.isNumber }).lowercased())
    }
}
