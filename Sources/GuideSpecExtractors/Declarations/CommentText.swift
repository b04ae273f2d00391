import GuideSpecSpecModel

/// The text of code comments: comment markers and C# documentation tags removed, and the values a comment enumerates.
enum CommentText {
    /// The lines of a comment token's text without `//`, `///`, `/*`, `*/` and leading `*`, and with C# XML documentation
    /// tags reduced to their text (`<see cref="X"/>` reads `X`; `<see href="U">T</see>` reads `T (U)`); a line left
    /// empty by removing tags is dropped, one empty in the source is kept (except around a block comment's text).
    static func lines(of comment: String) -> [String] {
        lines(of: comment, byBytes: CharacterBytes.isPlain(comment))
    }

    /// `lines(of:)` asking its questions of the bytes (for a comment whose every character is one byte) or of the characters.
    static func lines(of comment: String, byBytes: Bool) -> [String] {
        let characters = CommentCharacters(byBytes: byBytes)
        var body = Substring(comment)
        let block = characters.hasPrefix("/*", body)
        if block {
            body = characters.dropLeading(UInt8(ascii: "*"), from: characters.dropFirst(2, of: body))
            if characters.hasSuffix("*/", body) { body = characters.dropLast(2, of: body) }
        } else {
            body = characters.dropLeading(UInt8(ascii: "/"), from: body)
        }
        var result: [String] = []
        // Without a carriage return every line feed is a character of its own: the lines are cut at its byte.
        let rawLines =
            CharacterBytes.contains(0x0D, in: body)
            ? body.split(separator: "\n", omittingEmptySubsequences: false)
            : CharacterBytes.lineFeedLines(of: body)
        for rawLine in rawLines {
            var line = characters.trimmingWhitespace(rawLine)
            if block, CharacterBytes.first(of: line, is: UInt8(ascii: "*")) {
                line = characters.trimmingWhitespace(characters.dropFirst(1, of: line))
            }
            // A line that starts with `///` starts with `//`.
            if CharacterBytes.hasPrefix(line, "//") { line = characters.trimmingWhitespace(characters.dropLeading(UInt8(ascii: "/"), from: line)) }
            // Foundation's search runs only where the bytes hold a `<` and some character is more than one byte.
            guard CharacterBytes.contains(UInt8(ascii: "<"), in: line), byBytes || line.contains("<") else {
                result.append(String(line))
                continue
            }
            let reduced = withoutTags(line, characters)
            if !reduced.isEmpty { result.append(reduced) }
        }
        if block {
            while result.first?.isEmpty == true { result.removeFirst() }
            while result.last?.isEmpty == true { result.removeLast() }
        }
        return result
    }

    /// The XML documentation tags of C# comments; any other `<…>` (a generic type in prose) is text.
    static let documentationTags: Set<String> = [
        "summary", "para", "see", "seealso", "param", "paramref", "typeparam", "typeparamref", "returns", "remarks", "value",
        "c", "code", "example", "list", "item", "description", "term", "br", "inheritdoc", "exception", "b", "i",
    ]

    /// `line` with XML tags removed, keeping the `cref` of a self-closing `<see/>` and the `href` of a `<see>` after its text.
    private static func withoutTags(_ line: Substring, _ characters: CommentCharacters) -> String {
        var result = ""
        var pendingLink: String?
        var rest = line
        while let open = characters.firstIndex(of: UInt8(ascii: "<"), in: rest) {
            guard let close = characters.firstIndex(of: UInt8(ascii: ">"), in: rest[open...]) else { break }
            result += rest[..<open]
            let tag = rest[characters.index(after: open, in: rest)..<close]
            guard documentationTags.contains(characters.tagName(tag)) else {
                result += rest[open...close]
                rest = rest[characters.index(after: close, in: rest)...]
                continue
            }
            if let cref = attribute("cref=\"", in: tag, characters), characters.hasSuffix("/", tag) { result += cref }
            if let href = attribute("href=\"", in: tag, characters) { pendingLink = href }
            if characters.hasPrefix("/", tag), let link = pendingLink {
                result += " (\(link))"
                pendingLink = nil
            }
            rest = rest[characters.index(after: close, in: rest)...]
        }
        result += rest
        return result.trimmingCharacters(in: " \t")
    }

    /// The value after `opening` (an attribute's `name="`) inside a tag, up to the closing quote.
    private static func attribute(_ opening: StaticString, in tag: Substring, _ characters: CommentCharacters) -> String? {
        // Only a tag whose bytes hold an `=` is searched (most tags, `<summary>`, have no attribute), by its bytes when every
        // character is one byte, else by Foundation.
        guard CharacterBytes.contains(UInt8(ascii: "="), in: tag) else { return nil }
        let found = characters.byBytes ? CharacterBytes.firstRange(of: opening, in: tag) : tag.range(of: opening.description)
        guard let range = found else { return nil }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
    }

    /// A value the comment line enumerates: `KEY : meaning` with an upper-case key (`CONSUMABLE : A consumable product`,
    /// ASCII or full-width colon), or a list item `* word : meaning` whose key is one word in any script
    /// (`* Promo : Promotion payment`, `* null: Normal payment`, `* 테스트: 테스트 결제`).
    static func enumerationValue(_ comment: String, line: Int) -> EnumerationValue? {
        // Without a colon's bytes there is no colon: most comment lines are turned down by one scan.
        guard CharacterBytes.contains(UInt8(ascii: ":"), in: Substring(comment)) || CharacterBytes.contains("：", in: comment) else { return nil }
        return enumerationValue(comment, line: line, byBytes: CharacterBytes.isPlain(comment))
    }

    /// `enumerationValue(_:line:)` for a line that holds a colon's bytes, asking its questions of the bytes (for a line whose
    /// every character is one byte: then it holds no full-width colon or bullet) or of the characters.
    static func enumerationValue(_ comment: String, line: Int, byBytes: Bool) -> EnumerationValue? {
        let characters = CommentCharacters(byBytes: byBytes)
        var text = characters.trimmingWhitespace(Substring(comment))
        let bulleted =
            CharacterBytes.first(of: text, is: UInt8(ascii: "*")) || CharacterBytes.first(of: text, is: UInt8(ascii: "-"))
            || !byBytes && text.first == "•"
        if bulleted { text = characters.trimmingWhitespace(characters.dropFirst(1, of: text)) }
        let found = byBytes ? text.utf8.firstIndex(of: UInt8(ascii: ":")) : text.firstIndex(where: { $0 == ":" || $0 == "：" })
        guard let colon = found else { return nil }
        let key = characters.trimmingWhitespace(text[..<colon])
        let meaning = characters.trimmingWhitespace(text[characters.index(after: colon, in: text)...])
        if bulleted {
            let oneWord =
                byBytes
                ? key.utf8.count <= 40
                    && !key.utf8.contains { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "/") }
                : key.count <= 40 && !key.contains(where: { $0.isWhitespace || $0 == "(" || $0 == "/" })
            guard !key.isEmpty, oneWord, !characters.hasPrefix("/", meaning) else { return nil }
        } else {
            guard Identifiers.isEnumerationKey(key) else { return nil }
        }
        return EnumerationValue(key: String(key), meaning: String(meaning), line: line)
    }
}
