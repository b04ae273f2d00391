/// Text made safe for XML 1.0 attributes and element content.
enum XMLEscaping {
    /// Escapes markup characters and writes characters XML 1.0 forbids (most control characters) as `\u{XX}`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
                if allowed { escaped.unicodeScalars.append(scalar) } else { escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }
            }
        }
        return escaped
    }
}
