/// Turns names from specs and golden files, such as `ios-login` or a case id, into Swift names that are legal by
/// construction: a type name from letters and digits, a declared name as itself when it is a plain identifier and a raw
/// identifier between backticks otherwise; a name that can be neither is refused before anything is written.
public enum SwiftIdentifier {
    /// Upper camel case from the ASCII letters and digits of `words` (other characters separate words),
    /// prefixed with `Generated` when it would be empty or start with a digit.
    public static func typeName(_ words: String...) -> String {
        let parts = words.flatMap { $0.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) } }
        let name = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first, first.isLetter else { return "Generated" + name }
        return name
    }

    /// `name` as a declared name (a function, a constant): itself when it is a plain identifier, else a raw identifier between
    /// backticks (`` `ios-login/ios/error-codes/3001` ``, `` `init` ``), which Swift Testing shows and `swift test --filter`
    /// matches as written. `name` must pass `canBeRaw`.
    public static func declared(_ name: String) -> String {
        isPlain(name) ? name : "`" + name + "`"
    }

    /// Whether `name` can be a raw identifier: not empty, printable, free of backticks, backslashes and line breaks, not
    /// only operator characters (`+`, `..`), and not starting with `$`, which Swift keeps for the names it makes itself.
    public static func canBeRaw(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("$") && !isOperator(name)
            && name.unicodeScalars.allSatisfy { scalar in scalar != "`" && scalar != "\\" && !scalar.properties.generalCategory.isInvisible }
    }

    /// Whether `name` is an identifier as a programmer writes one: ASCII letters, digits and `_`, not starting with a digit
    /// (a keyword too: `declared` writes it between backticks).
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// Whether `name` is an identifier that needs no backticks: an identifier that is not a keyword.
    static func isPlain(_ name: String) -> Bool {
        isIdentifier(name) && !keywords.contains(name)
    }

    /// The words Swift reserves (The Swift Programming Language, "Keywords and Punctuation"), and the contextual keywords of
    /// declarations, which a plain name may not be.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Whether `name` would read as an operator: an operator head then operator characters, or dots then operator characters
    /// (the Swift grammar's `operator` production), which no backticks turn into a name.
    static func isOperator(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first else { return false }
        if first == "." { return scalars.dropFirst().allSatisfy { $0 == "." || isOperatorCharacter($0) } }
        return isOperatorHead(first) && scalars.dropFirst().allSatisfy(isOperatorCharacter)
    }

    private static func isOperatorHead(_ scalar: Unicode.Scalar) -> Bool {
        if "/=-+!*%<>&|^~?".unicodeScalars.contains(scalar) { return true }
        let heads: [ClosedRange<UInt32>] = [
            0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7,
            0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
            0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
        ]
        return heads.contains { $0.contains(scalar.value) }
    }

    private static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let combining: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF]
        return isOperatorHead(scalar) || combining.contains { $0.contains(scalar.value) }
    }
}

extension Unicode.GeneralCategory {
    /// Controls, format characters, separators and unassigned or private scalars: nothing a name may hold.
    var isInvisible: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
