import GuideSpecDocumentModel

/// Questions about a table cell's text that decide what a column holds and what a row says: a name, a type expression,
/// a requiredness word, requiredness and type in one cell (`Required, String`), a version.
enum CellText {
    /// The name a cell gives an item (`offsetTop`, `full-page`, `options.time_to_live`, `$id`), without backticks or
    /// quotes, and whether a trailing `?` marks it optional (`child?`); nil for anything else.
    static func name(_ text: String) -> (name: String, optional: Bool)? {
        var trimmed = text.trimmingCharacters(in: " `'\"*")
        // Read over the bytes: a name is ASCII, so any other byte answers nil whatever character it is part of.
        let optional = trimmed.withUTF8 { bytes -> Bool? in
            let marked = bytes.last == UInt8(ascii: "?")
            let count = marked ? bytes.count - 1 : bytes.count
            guard count > 0, count <= 80, SourceTokenizer.isIdentifierStart(bytes[0]) || bytes[0] == UInt8(ascii: "@") else { return nil }
            for byte in bytes[..<count]
            where !(SourceTokenizer.isIdentifierByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@")) {
                return nil
            }
            guard bytes[count - 1] != UInt8(ascii: "-"), bytes[count - 1] != UInt8(ascii: ".") else { return nil }
            return marked
        }
        guard let optional else { return nil }
        // The bytes before a `?` are ASCII name bytes, so the last character is the `?` alone.
        return (optional ? String(trimmed.dropLast()) : trimmed, optional)
    }

    /// Words a type cell may carry beside the type to say the item is required: `(Required)` and its translations, which
    /// the front end leaves after removing the `**` around them.
    static let requiredMarkers = ["(Required)", "(required)", "(必填)", "（必填）", "(必须)", "(必須)", "(필수)"]

    /// The type a cell writes (its first line: a line under it says more, such as `default: true`), without a requiredness
    /// marker, and whether such a marker said required.
    static func type(_ text: String) -> (type: String, required: Bool?) {
        // Most type cells are one line of single-spaced words without a marker: the steps below would give them back as
        // they are, so they are not taken.
        if isOneSpacedLine(text), !text.utf8.contains(UInt8(ascii: "(")), !text.utf8.contains(0xEF) { return (text, nil) }
        var type = String(text.prefix { $0 != "\n" })
        var required: Bool?
        // Only a cell holding `(` can hold a marker: the others are not searched.
        if type.utf8.contains(UInt8(ascii: "(")) || type.utf8.contains(0xEF) {
            for marker in requiredMarkers where type.contains(marker) {
                type = type.replacingOccurrences(of: marker, with: " ")
                required = true
            }
        }
        return (type.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " "), required)
    }

    /// Whether `text` is one line (no line feed) whose words are parted by single spaces, with none at either end and no
    /// tab: a text that cutting at its first line feed and rejoining its space- or tab-separated words leaves as it is.
    static func isOneSpacedLine(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            if byte == 0x0A || byte == 0x09 || (byte == 0x20 && previous == 0x20) { return false }
            previous = byte
        }
        return previous != 0x20
    }

    /// Whether a cell reads as a type expression rather than prose: no East Asian script, and either at most two words
    /// (`boolean`, `JSON Object`) or the punctuation of a type (`string | string[]`, `(e) => void`, `Map<K, V>`).
    static func isTypeExpression(_ text: String) -> Bool {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= 400 else { return false }
        guard text.unicodeScalars.allSatisfy({ $0.value < 0x2E80 }) else { return false }
        var words = 1
        var punctuated = false
        for byte in bytes {
            if byte == 0x20 { words += 1 }
            switch byte {
            case UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: "="):
                punctuated = true
            default: break
            }
        }
        return words <= 2 || punctuated
    }

    /// What a requiredness cell says: true for required (`Required`, `必填`, `是`, `필수`, `Y`, `M` for mandatory), false for
    /// optional (`Optional`, `可选`, `否`, `선택`, `N`, `O`), nil for anything else.
    static func requiredness(_ text: String) -> Bool? {
        requirednessWords[ColumnRole.key(text)]
    }

    /// The words of requiredness cells, as keys (`ColumnRole.key`): true for the required ones, false for the optional.
    static let requirednessWords: [String: Bool] = {
        let required = ["required", "require", "mandatory", "yes", "y", "m", "true", "必填", "必须", "必需", "必选", "是", "必須", "필수", "예"]
        let optional = [
            "optional", "option", "no", "n", "o", "false", "可选", "选填", "非必填", "非必须", "否", "任意", "省略可", "선택", "옵션", "아니오",
        ]
        return Dictionary(uniqueKeysWithValues: required.map { ($0, true) } + optional.map { ($0, false) })
    }()

    /// Requiredness and type written in one cell (`Required, String`, `Optional, Array`, `String, Required`), or nil.
    static func usage(_ text: String) -> (required: Bool, type: String)? {
        guard let comma = firstSeparator(in: text) else { return nil }
        let first = text[..<comma].trimmingCharacters(notIn: { !$0.isWhitespace })
        let second = text[text.index(after: comma)...].trimmingCharacters(notIn: { !$0.isWhitespace })
        // The type test goes first: it is cheaper than the requiredness key, and prose (most cells) fails it.
        if !second.isEmpty, isTypeExpression(String(second)), let required = requiredness(String(first)) { return (required, String(second)) }
        if !first.isEmpty, isTypeExpression(String(first)), let required = requiredness(String(second)) { return (required, String(first)) }
        return nil
    }

    /// The first character of `text` that is `,`, `，` or `/`, found by its bytes: a byte match between ASCII bytes is
    /// that character; one beside a non-ASCII byte (which may join it to a wider character) is checked as a `Character`.
    static func firstSeparator(in text: String) -> String.Index? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        var previous: UInt8 = 0
        while index != utf8.endIndex {
            let byte = utf8[index]
            let width: Int
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "/"): width = 1
            case 0xEF where utf8[index...].starts(with: [0xEF, 0xBC, 0x8C]): width = 3
            default:
                previous = byte
                index = utf8.index(after: index)
                continue
            }
            let after = utf8.index(index, offsetBy: width)
            let next = after == utf8.endIndex ? 0 : utf8[after]
            if width == 1 && previous < 0x80 && next < 0x80 { return index }
            // A separator inside a wider character (after a prepended mark) starts no character of its own.
            if String.Index(index, within: text) != nil, let character = text[index...].first,
                character == "," || character == "，" || character == "/"
            {
                return index
            }
            previous = utf8[utf8.index(before: after)]
            index = after
        }
        return nil
    }

    /// Whether a cell names a version: it holds a number with a dot between digits (`2.8.0`, `v1.3.3`, `2.13.0, {…} in 2.54.0`).
    static func isVersion(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 1..<(bytes.count - 1) where bytes[index] == UInt8(ascii: ".") {
            if SourceTokenizer.isDigit(bytes[index - 1]) && SourceTokenizer.isDigit(bytes[index + 1]) { return true }
        }
        return false
    }

    /// Whether a cell says "nothing here" (`-`, `—`, `N/A`, empty), as version and default columns do for most rows.
    static func isPlaceholder(_ text: String) -> Bool {
        // Each placeholder is at most three bytes, and no longer text equals one: most cells are answered by their length.
        guard text.utf8.count <= 3 else { return false }
        return text.isEmpty || text == "-" || text == "—" || text == "–" || text == "N/A" || text == "n/a" || text == "/"
    }
}
