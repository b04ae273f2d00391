/// The one rule for text from outside (guides, commits, golden files, reports, adapters) shown to a person: a line-oriented
/// writer (terminal text, CI logs, JUnit, Markdown) keeps it on its line with every control character written as an escape,
/// and the HTML report isolates it when it could turn the direction of the page's own sentences.
///
/// Every report writer applies it to each piece of such text it writes, never to its own words: `line` for text and JUnit,
/// `markdown` for Markdown, `needsIsolation` for HTML (`<bdi>`).
public enum DisplayText {
    /// `text` on one line: line breaks, the other C0 controls but tab, DEL, the C1 controls, the Unicode line and paragraph
    /// separators and the bidirectional controls written as escapes (`\n`, `\r`, `\u{1B}`, `\u{202E}`), so that it cannot end
    /// a report line, forge the next one, move the cursor, recolour a terminal or turn the text after it around.
    public static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case _ where needsEscape(scalar): escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The lines of a line-oriented report, each through `line` (a report's own words hold no control character, so a whole
    /// line can go through it), joined and ended by line feeds.
    public static func lines(_ lines: [String]) -> String {
        lines.map(line).joined(separator: "\n") + "\n"
    }

    /// `text` for a Markdown table cell or a sentence of a Markdown report: on one line (a line break becomes `<br>`), every
    /// other control as `line` escapes it, and the punctuation Markdown reads as markup (`\`, `` ` ``, `*`, `_`, `[`, `]`, `<`,
    /// `>`, `|`, `#`, `~`, and `&` where a character reference could start: before a letter or `#`) backslash-escaped, so that
    /// it can make no link, image, HTML, character reference (`&#x202E;`), code span or table cell.
    public static func markdown(_ text: String) -> String {
        var escaped = ""
        for (index, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { escaped += "<br>" }
            let characters = Array(line(String(part)))
            for (position, character) in characters.enumerated() {
                let next = position + 1 < characters.count ? characters[position + 1] : nil
                if markdownPunctuation.contains(character) || (character == "&" && startsReference(next)) { escaped += "\\" }
                escaped.append(character)
            }
        }
        return escaped
    }

    /// Whether the HTML report must isolate `text` from the sentence around it (`<bdi>`): it holds a bidirectional control or a
    /// right-to-left character, either of which can reorder the neutral characters and the words next to it. Text without
    /// them reads left to right in the report's left-to-right page, so it is written as it is.
    public static func needsIsolation(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isBidiControl || isRightToLeft($0) }
    }

    /// `text` isolated for a place that holds plain text only (an HTML attribute such as a tooltip, a page title, an option of a
    /// select): when it `needsIsolation`, its bidirectional controls written as escapes (so none can end the isolate early) and
    /// the whole between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE; otherwise as it is.
    public static func isolated(_ text: String) -> String {
        guard needsIsolation(text) else { return text }
        var inert = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isBidiControl {
                inert += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                inert.unicodeScalars.append(scalar)
            }
        }
        return "\u{2068}" + inert + "\u{2069}"
    }

    /// The characters a Markdown writer backslash-escapes.
    private static let markdownPunctuation: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~"]

    /// Whether an `&` followed by `next` could start a character reference (`&amp;`, `&#65;`): a letter or `#` follows.
    private static func startsReference(_ next: Character?) -> Bool {
        guard let next else { return false }
        return next == "#" || (next.isASCII && next.isLetter)
    }

    /// Whether a scalar must be escaped on a line: a C0 control other than tab, DEL, a C1 control, U+2028, U+2029, or a
    /// bidirectional control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            || scalar.properties.isBidiControl
    }

    /// Whether a scalar belongs to a right-to-left script's blocks (Hebrew, Arabic, Syriac, Thaana, N'Ko and their neighbours
    /// up to U+08FF, their presentation forms (not U+FEFF, the byte order mark), and the right-to-left blocks of the supplementary planes).
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
