/// Recognisers for the identifiers guides mention: error constants, Objective-C selectors, literal tokens.
enum Identifiers {
    /// Whether `text` is written like an error or enum constant: no spaces, an underscore, upper-case letters
    /// (a lower-case first letter is allowed so that a typo such as `iCGB_ERROR_…` is still read as a name). Read as
    /// UTF-8 bytes: every character of such a name is one ASCII byte.
    static func isConstantName(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard bytes.count >= 3, let first = bytes.first, isUppercaseByte(first) || (first >= 0x61 && first <= 0x7A),
              bytes.dropFirst().allSatisfy({ isUppercaseByte($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F })
        else { return false }
        return bytes.contains(0x5F)
    }

    /// Whether `text` is an upper-case enumeration key such as `CONSUMABLE` or `AUTO_RENEWABLE`.
    static func isEnumerationKey(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard bytes.count >= 2, let first = bytes.first, isUppercaseByte(first) else { return false }
        return bytes.allSatisfy { isUppercaseByte($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }

    /// Whether a UTF-8 byte is an ASCII capital.
    static func isUppercaseByte(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

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
        let bytes = Array(text.utf8)
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) }
        var index = 0
        while index < bytes.count {
            let previous: UInt8? = index > 0 ? bytes[index - 1] : nil
            let startsWord = previous.map { !(isIdentifierByte($0) || $0 == 0x2E || $0 == 0x3A) } ?? true
            guard startsWord, bytes[index] >= 0x61, bytes[index] <= 0x7A else {
                index += 1
                continue
            }
            var cursor = index
            var parts: [String] = []
            var hasUppercase = false
            while cursor < bytes.count, isLetter(bytes[cursor]) {
                var end = cursor
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                guard end < bytes.count, bytes[end] == 0x3A else { break }
                if end + 1 < bytes.count, bytes[end + 1] == 0x2F { break }  // a URL such as https://
                hasUppercase = hasUppercase || bytes[cursor..<end].contains { $0 >= 0x41 && $0 <= 0x5A }
                parts.append(String(decoding: bytes[cursor...end], as: UTF8.self))
                cursor = end + 1
            }
            if !parts.isEmpty, parts.count > 1 || hasUppercase {
                result.append(parts.joined())
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

extension Array where Element: Hashable {
    /// The elements without repeats, first occurrence kept.
    func uniquedInOrder() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
