/// Turns names from specs, such as `ios-purchase` or `error-codes`, into Swift type names.
public enum SwiftIdentifier {
    /// Upper camel case from the ASCII letters and digits of `words` (other characters separate words),
    /// prefixed with `Generated` when it would be empty or start with a digit.
    public static func typeName(_ words: String...) -> String {
        let parts = words.flatMap { $0.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) } }
        let name = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first, first.isLetter else { return "Generated" + name }
        return name
    }

    /// `name` as a function name: itself when it is a plain identifier, else a raw identifier between backticks
    /// (`` `ios-purchase/ios/error-codes/4002` ``), which Swift Testing shows and `swift test --filter` matches as written.
    public static func function(_ name: String) -> String {
        isPlain(name) ? name : "`" + name + "`"
    }

    /// Whether `name` can be a raw identifier: not empty, printable, and free of backticks, backslashes and line breaks.
    public static func canBeRaw(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar != "`" && scalar != "\\" && !scalar.properties.generalCategory.isInvisible
        }
    }

    /// Whether `name` is an identifier that needs no backticks: ASCII letters, digits and `_`, not starting with a digit.
    static func isPlain(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
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
