/// Renders any Swift string as a valid, single-line, non-raw Swift string literal that evaluates to the same string.
public enum SwiftStringLiteral {
    /// `value` between double quotes with every character that is not safe and visible written as an escape.
    ///
    /// The rules, applied to each Unicode scalar: `\` and `"` get a backslash (so `\(` and `"""` stay inert);
    /// NUL, tab, line feed and carriage return use `\0`, `\t`, `\n`, `\r`; every other control, format,
    /// line or paragraph separator, surrogate or private-use scalar becomes `\u{HEX}` with upper-case hex.
    /// Everything else, CJK, emoji and `#` included, is written as itself.
    public static func render(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            literal += escaped(scalar)
        }
        return literal + "\""
    }

    /// One scalar as it appears inside the literal.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\0": return "\\0"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default:
            guard needsUnicodeEscape(scalar) else { return String(scalar) }
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// Whether a scalar would be invisible, break the line, or change how the source reads if written as itself.
    static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse: true
        default: false
        }
    }
}
