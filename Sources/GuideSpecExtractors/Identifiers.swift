import GuideSpecDocumentModel

/// Recognisers for the identifiers guides mention: error constants, Objective-C selectors, literal tokens.
enum Identifiers {
    /// Whether `text` is written like an error or enum constant: no spaces, an underscore, upper-case letters
    /// (a lower-case first letter is allowed so that a typo such as `iCGB_ERROR_…` is still read as a name). Read as
    /// UTF-8 bytes: every character of such a name is one ASCII byte.
    static func isConstantName(_ text: Substring) -> Bool {
        // In place where the bytes lie in one buffer (a substring's UTF-8 view, walked index by index, costs a call a byte).
        text.utf8.withContiguousStorageIfAvailable(isConstantName(bytes:)) ?? Array(text.utf8).withUnsafeBufferPointer(isConstantName(bytes:))
    }

    // The two byte tests walk their buffer by index: `Collection`'s generic members (`dropFirst`, `allSatisfy`) are a call
    // a byte in a debug build, where the error tables of a long page made them a tenth of a drift run.
    private static func isConstantName(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3, isUppercaseByte(bytes[0]) || (bytes[0] >= 0x61 && bytes[0] <= 0x7A) else { return false }
        var underscore = false
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x5F {
                underscore = true
            } else if !(isUppercaseByte(byte) || (byte >= 0x30 && byte <= 0x39)) {
                return false
            }
            index += 1
        }
        return underscore
    }

    /// Whether `text` is an upper-case enumeration key such as `CONSUMABLE` or `AUTO_RENEWABLE`.
    static func isEnumerationKey(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(isEnumerationKey(bytes:)) ?? Array(text.utf8).withUnsafeBufferPointer(isEnumerationKey(bytes:))
    }

    private static func isEnumerationKey(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2, isUppercaseByte(bytes[0]) else { return false }
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if !(isUppercaseByte(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F) { return false }
            index += 1
        }
        return true
    }

    /// Whether a UTF-8 byte is an ASCII capital.
    static func isUppercaseByte(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// Whether `character` can be part of an Objective-C identifier: an ASCII letter, digit or `_` (answered from its one
    /// byte, as `isASCII && (isLetter || isNumber || == "_")` would answer it).
    static func isIdentifierCharacter(_ character: Character) -> Bool {
        guard character.utf8.count == 1, let byte = character.utf8.first else { return false }
        return isIdentifierByte(byte)
    }

    /// Whether a UTF-8 byte is an ASCII letter, digit or `_`.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// `character.isWhitespace`, answered from the byte when the character is one ASCII byte (tab to carriage return, space).
    static func isWhitespace(_ character: Character) -> Bool {
        guard character.utf8.count == 1, let byte = character.utf8.first else { return character.isWhitespace }
        return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Error constants (`SDK_ERROR_…` and other names with two or more underscores) in `text`, in order.
    static func errorNames(in text: String) -> [String] {
        guard CharacterBytes.contains("ERROR", in: text) else { return [] }  // most steps name no error: skip splitting them
        return words(in: text).filter { isConstantName($0) && $0.filter { $0 == "_" }.count >= 2 && $0.contains("ERROR") }.map(String.init)
    }

    /// Selectors written in prose, such as `requestItemListOfNotConsumedWithCompletion:` or
    /// `requestLoginWithType:viewController:completion:`, in order.
    /// A single-part selector must be camelCase so that words like `times:` are not taken for one.
    static func proseSelectors(in text: String) -> [String] {
        // Read in place: a line without a `:` (most prose) is turned down by one scan for that byte.
        let found = text.utf8.withContiguousStorageIfAvailable { proseSelectors(inBytes: $0) }
        return found ?? Array(text.utf8).withUnsafeBufferPointer { proseSelectors(inBytes: $0) }
    }

    private static func proseSelectors(inBytes bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var result: [String] = []
        func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) }
        let count = bytes.endIndex
        // Every part ends in a colon right after an identifier byte and not before `/`, and a selector is identifier bytes and
        // such colons: none starts before the identifier run that ends at the next part colon. The reading jumps to that run
        // (found with `memchr`; most prose has no colon at all) instead of walking every byte up to it, and stops when no
        // part colon is left. It arrives there as a walk would: nothing before the run ends in a part colon, so no word
        // read before it reaches past it.
        guard count >= 2 else { return result }
        func partColon(after position: Int) -> Int? {
            var searched = position + 1
            while let colon = bytes.firstOffset(of: 0x3A, in: searched..<count) {
                if isIdentifierByte(bytes[colon - 1]) && (colon + 1 == count || bytes[colon + 1] != 0x2F) { return colon }
                searched = colon + 1
            }
            return nil
        }
        var index = bytes.startIndex
        var part = -1  // the part colon the reading is heading for
        while index < count {
            if index > part {
                guard let next = partColon(after: index) else { break }
                part = next
                var start = part - 1
                while start > index, isIdentifierByte(bytes[start - 1]) { start -= 1 }
                index = start
            }
            let byte = bytes[index]
            let startsWord =
                index == bytes.startIndex || !(isIdentifierByte(bytes[index - 1]) || bytes[index - 1] == 0x2E || bytes[index - 1] == 0x3A)
            guard startsWord, byte >= 0x61, byte <= 0x7A else {
                // The rest of an identifier run follows identifier bytes, so starts no word: it is passed whole.
                index += 1
                if isIdentifierByte(byte) { while index < count, isIdentifierByte(bytes[index]) { index += 1 } }
                continue
            }
            var cursor = index
            var parts = 0
            var hasUppercase = false
            var wordEnd = index + 1
            while cursor < count, isLetter(bytes[cursor]) {
                var end = cursor
                while end < count, isIdentifierByte(bytes[end]) { end += 1 }
                wordEnd = end
                guard end < count, bytes[end] == 0x3A else { break }
                if end + 1 < count, bytes[end + 1] == 0x2F { break }  // a URL such as https://
                hasUppercase = hasUppercase || bytes[cursor..<end].contains { $0 >= 0x41 && $0 <= 0x5A }
                parts += 1
                cursor = end + 1
            }
            if parts > 0, parts > 1 || hasUppercase {
                result.append(String(decoding: bytes[index..<cursor], as: UTF8.self))  // the parts joined are the bytes they span
            }
            // Every byte up to the end of what was read follows an identifier byte or a colon, so starts no word.
            index = max(cursor, wordEnd)
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
