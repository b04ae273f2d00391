/// Recognisers for the identifiers guides mention: error constants, Objective-C selectors, literal tokens.
enum Identifiers {
    /// Whether `text` is written like an error or enum constant: no spaces, an underscore, upper-case letters
    /// (a lower-case first letter is allowed so that a typo such as `iCGB_ERROR_…` is still read as a name).
    static func isConstantName(_ text: Substring) -> Bool {
        guard text.count >= 3, text.contains("_"), let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.dropFirst().allSatisfy { ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" }
    }

    /// Whether `text` is an upper-case enumeration key such as `CONSUMABLE` or `AUTO_RENEWABLE`.
    static func isEnumerationKey(_ text: Substring) -> Bool {
        guard text.count >= 2, let first = text.first, first.isASCII, first.isUppercase else { return false }
        return text.allSatisfy { ($0.isASCII && ($0.isUppercase || $0.isNumber)) || $0 == "_" }
    }

    /// Whether `character` can be part of an Objective-C identifier.
    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    /// Error constants (`TCGB_ERROR_…` and other names with two or more underscores) in `text`, in order.
    static func errorNames(in text: String) -> [String] {
        words(in: text).filter { isConstantName($0) && $0.filter { $0 == "_" }.count >= 2 && $0.contains("ERROR") }.map(String.init)
    }

    /// Selectors written in prose, such as `requestItemListOfNotConsumedWithCompletion:` or
    /// `requestPurchaseWithGamebaseProductId:viewController:completion:`, in order.
    /// A single-part selector must be camelCase so that words like `times:` are not taken for one.
    static func proseSelectors(in text: String) -> [String] {
        var result: [String] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let startsWord = index == 0 || !(isIdentifierCharacter(characters[index - 1]) || characters[index - 1] == "." || characters[index - 1] == ":")
            guard startsWord, characters[index].isASCII, characters[index].isLowercase else {
                index += 1
                continue
            }
            var cursor = index
            var parts: [String] = []
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isLetter {
                var end = cursor
                while end < characters.count, isIdentifierCharacter(characters[end]) { end += 1 }
                guard end < characters.count, characters[end] == ":" else { break }
                if end + 1 < characters.count, characters[end + 1] == "/" { break }  // a URL such as https://
                parts.append(String(characters[cursor..<end]) + ":")
                cursor = end + 1
            }
            let selector = parts.joined()
            if !parts.isEmpty, parts.count > 1 || selector.contains(where: \.isUppercase) {
                result.append(selector)
                index = cursor
            } else {
                index += 1
            }
        }
        return result
    }

    /// Whitespace-separated words with surrounding punctuation such as `*`, quotes and brackets trimmed.
    static func words(in text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "," || $0 == "、" || $0 == "，" })
            .map { $0.trimmingCharacters(notIn: isIdentifierCharacter) }
            .filter { !$0.isEmpty }
    }
}

extension Substring {
    /// The substring without leading and trailing characters that fail `keep`.
    func trimmingCharacters(notIn keep: (Character) -> Bool) -> Substring {
        guard let start = firstIndex(where: keep), let end = lastIndex(where: keep) else { return self[endIndex...] }
        return self[start...end]
    }
}

extension Array where Element: Equatable {
    /// The elements without repeats, first occurrence kept.
    func uniquedInOrder() -> [Element] {
        var seen: [Element] = []
        for element in self where !seen.contains(element) { seen.append(element) }
        return seen
    }
}
