/// One way two spellings of a value mean the same, applied before drift compares a facet of an item or a cell of a table;
/// the spelling shown in a finding stays the one written. Each is documented in docs/drift-rules.md with an example of the
/// shape it reads; the corpus evidence is in docs/drift-rules-on-the-corpus.md.
public struct ValueNormalization: Sendable {
    /// A stable name, such as `no-value`.
    public let id: String
    /// What it makes equal.
    public let summary: DriftRuleText
    /// A real pair from a guide it makes equal, with where each side stands.
    public let example: DriftRuleText
}

/// What a value is, which decides the normalizations it gets.
enum ValueKind: Sendable {
    /// A default, a fixed value, a table cell: quoting and the spellings of no value.
    case literal
    /// A type expression: spacing, escaped pipes and the order of a union's members.
    case type
    /// A version: a leading `v`, trailing `.0`s.
    case version
    /// Requiredness or a yes/no mark.
    case mark
}

/// The normalizations drift applies, and the function that applies them.
public enum ValueNormalizations {
    static let noValue = ValueNormalization(
        id: "no-value",
        summary: "the spellings of no value are one value: empty, \(code: "-"), \(code: "—"), \(code: "–"), \(code: "''"), "
            + "\(code: "\"\""), \(code: "null"), \(code: "none"), \(code: "undefined"), \(code: "[]"), \(code: "N/A"), "
            + "\(code: "없음"), \(code: "无"), \(code: "なし")",
        example: "the default of \(code: "appKey") is \(code: "N/A") in an en props table and \(code: "없음") in its ko "
            + "translation: no finding")
    static let quoting = ValueNormalization(
        id: "quoting",
        summary: "quotes and code spans around a literal make no difference: \(code: "blue"), \(code: "'blue'"), "
            + "\(code: "\"blue\"") and \(code: "`blue`") are one value",
        example: "one revision of a page writes the type of \(code: "htmlType") in a code span and the next without one: "
            + "no change")
    static let typeExpression = ValueNormalization(
        id: "type-expression",
        summary: "type cells and declared types are compared as type expressions: spaces only where two words meet "
            + "(\(code: "Array [Object]") is \(code: "Array[Object]")), escaped pipes read as pipes, a union's members as a set, "
            + "a trailing \(code: ";") dropped",
        example: "\(code: "threshold") of \(code: "VirtualListProps") is \(code: "number | null") in the en-US props table "
            + "and \(code: "number|null") in the zh-CN one: no finding")
    static let version = ValueNormalization(
        id: "version",
        summary: "version cells are compared as versions: a leading \(code: "v") and trailing \(code: ".0") components "
            + "dropped, the versions of a cell that says more compared in order",
        example: "the Version cell \(code: "2.13.0, { formatter } in 2.54.0") of \(code: "allowCreate") is compared as "
            + "\(code: "2.13, 2.54"), as \(code: "v2.13") and \(code: "2.54.0 起支持 formatter") would be")
    static let caseStyle = ValueNormalization(
        id: "case-style",
        summary: "keys in any case style align: kebab (\(code: "full-page")), snake (\(code: "full_page")), camel "
            + "(\(code: "fullPage")) and Pascal (\(code: "FullPage")) name one row or field, whose spelling is then compared",
        example: "\(code: "LOGIN_FAIL_INVALID_USERID") in the en login result table and \(code: "LOGIN_FAIL_INVALID_USER_ID") "
            + "in the ko one are one row, whose spelling differs")
    static let mark = ValueNormalization(
        id: "mark",
        summary: "requiredness and yes/no marks mean yes or no: \(code: "Required"), \(code: "必填"), \(code: "是"), "
            + "\(code: "필수"), \(code: "Y"), \(code: "M") (mandatory), \(code: "✅"), \(code: "✓"), \(code: "○") are yes; "
            + "\(code: "Optional"), \(code: "可选"), \(code: "否"), \(code: "선택"), \(code: "N"), \(code: "O") (optional), "
            + "\(code: "❌"), \(code: "×") are no",
        example: "\(code: "Required") in an en props table and \(code: "필수") in its ko translation: no finding")

    /// Every normalization, in the order docs/drift-rules.md lists them.
    public static let all = [noValue, quoting, typeExpression, version, caseStyle, mark]

    /// The spellings of no value, compared after quotes are dropped.
    static let noValueSpellings: Set<String> = [
        "", "-", "—", "–", "''", "\"\"", "null", "none", "None", "NULL", "undefined", "[]", "N/A", "n/a", "없음", "无", "なし",
    ]

    /// The form of `value` that is compared: two values of one kind that mean the same have the same form.
    static func compared(_ value: String, as kind: ValueKind) -> String {
        switch kind {
        case .literal: literal(value)
        case .type: type(value)
        case .version: version(value)
        case .mark: mark(value) ?? literal(value)
        }
    }

    /// A literal without surrounding quotes or backticks, and `none` for every spelling of no value.
    static func literal(_ value: String) -> String {
        let trimmed = collapsed(value)
        if noValueSpellings.contains(trimmed) { return "none" }
        let unquoted = unquote(trimmed)
        return noValueSpellings.contains(unquoted) ? "none" : unquoted
    }

    /// A type expression with collapsed spacing, `\|` as `|`, and a top-level union's members sorted.
    static func type(_ value: String) -> String {
        if let plain = PlainTypeText.type(value) { return plain }
        return typeByCharacters(value)
    }

    /// `type(_:)` read by characters, for text outside ASCII or with a carriage return (which joins a line feed).
    static func typeByCharacters(_ value: String) -> String {
        var text = collapsed(value.replacingAll("\\|", with: "|"))
        while text.hasSuffix(";") { text = String(text.dropLast()).trimmed }
        if noValueSpellings.contains(text) { return "none" }
        let members = topLevelUnion(text).map { tight(collapsed($0)) }.filter { !$0.isEmpty }
        guard members.count > 1 else { return tight(text) }
        return members.sorted().joined(separator: " | ")
    }

    /// A type's text with a space kept only between two word characters: `Array [Object]` and `Map<K, V>` read
    /// `Array[Object]` and `Map<K,V>`.
    private static func tight(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character == " " {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, isWord(last), isWord(character) { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    private static func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

    /// Each version of a cell without a leading `v` and trailing `.0` components, joined by `, `; a cell with none is a
    /// literal.
    static func version(_ value: String) -> String {
        var versions: [String] = []
        var current = ""
        for character in value + " " {
            if character.isASCII, character.isNumber || character == "." && !current.isEmpty {
                current.append(character)
            } else {
                while current.hasSuffix(".") { current.removeLast() }
                if current.contains(".") {
                    var parts = current.split(separator: ".").map(String.init)
                    while parts.count > 1, parts.last.map({ $0.allSatisfy { $0 == "0" } }) == true { parts.removeLast() }
                    versions.append(parts.joined(separator: "."))
                }
                current = ""
            }
        }
        return versions.isEmpty ? literal(value) : versions.joined(separator: ", ")
    }

    /// `yes` or `no` for a requiredness word or mark; nil for anything else.
    static func mark(_ value: String) -> String? {
        let key = collapsed(value).lowercased()
        if yesMarks.contains(key) { return "yes" }
        if noMarks.contains(key) { return "no" }
        return nil
    }

    static let yesMarks: Set<String> = [
        "required", "require", "mandatory", "yes", "y", "true", "m", "✅", "✓", "✔", "✔️", "○", "必填", "必须", "必需", "必选", "是", "必須", "필수", "예",
    ]
    static let noMarks: Set<String> = [
        "optional", "option", "no", "n", "o", "false", "❌", "✗", "✘", "×", "x", "可选", "选填", "非必填", "非必须", "否", "任意", "선택", "아니오",
    ]

    /// `value` without one pair of matching quotes or backticks around it.
    private static func unquote(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, let last = value.last, first == last, "'\"`".contains(first) else { return value }
        return collapsed(String(value.dropFirst().dropLast()))
    }

    /// The text with every run of whitespace one space, trimmed.
    private static func collapsed(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// The members of a union at bracket depth zero (`a | (b | c) | d[]` has three); one member for any other type.
    private static func topLevelUnion(_ text: String) -> [String] {
        var members: [String] = []
        var depth = 0
        var current = ""
        var previous: Character?
        for character in text {
            switch character {
            case "(", "<", "[", "{": depth += 1
            case ")", ">", "]", "}": if previous != "=" { depth = max(0, depth - 1) }
            default: break
            }
            if character == "|", depth == 0 {
                members.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        members.append(current)
        return members.filter { !collapsed($0).isEmpty }
    }
}

extension String {
    /// The string with every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The string without leading and trailing spaces.
    var trimmed: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
