/// The one escaping function of the HTML report: any text made safe as element content or a double-quoted attribute value.
enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, and every code point HTML forbids in a
    /// document (C0 controls other than tab, line feed, form feed and carriage return; DEL and the C1 controls;
    /// noncharacters) replaced by U+FFFD, so the text reads the same in every context and can never close or open markup.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: needsAttention) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return escaped
    }

    /// Whether a UTF-8 byte may start something to escape: markup characters, controls, and the lead bytes of C1
    /// controls (U+0080–U+009F) and of noncharacters (U+FDD0–U+FDEF, U+xFFFE and U+xFFFF).
    private static func needsAttention(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27: true
        case 0x00..<0x20: byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D
        case 0x7F, 0xC2, 0xEF, 0xF0...0xF4: true
        default: false
        }
    }

    /// Whether HTML forbids the code point in a document.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0C, 0x0D: return false
        case 0x00..<0x20, 0x7F...0x9F, 0xFDD0...0xFDEF: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }
}
