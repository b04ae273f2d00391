import GuideSpecDocumentModel

/// How much of a text is written in each script, counting prose only: URLs, identifiers, numbers and words with
/// code punctuation are skipped, so `requestPurchaseWithGamebaseProductId:` or `TCGB_ERROR_…` never count as English.
struct ScriptProfile: Sendable, Equatable {
    var han = 0
    var kana = 0
    var hangul = 0
    /// Words of two or more ASCII letters that read as prose.
    var latinWords = 0

    init() {}

    /// The profile of one text, read in one pass: each whitespace-separated token is gathered into one reused buffer and
    /// judged there. A text whose every character is one Unicode scalar (as guide prose is) is read scalar by scalar,
    /// which gives the same counts without finding character boundaries; any other text is read by characters.
    init(prose text: String) {
        if text.unicodeScalars.allSatisfy(\.standsAlone) {
            self.init(units: text.unicodeScalars)
        } else {
            self.init(units: text)
        }
    }

    private init<Units: Sequence>(units: Units) where Units.Element: ProseUnit {
        var token: [Units.Element] = []
        for unit in units {
            if unit.isProseWhitespace {
                add(token: token)
                token.removeAll(keepingCapacity: true)
            } else {
                token.append(unit)
            }
        }
        add(token: token)
    }

    /// Counts one token, unless it is a URL or a mail address.
    private mutating func add<Unit: ProseUnit>(token: [Unit]) {
        guard !token.isEmpty, !Self.isAddress(token) else { return }
        for unit in token where unit.asciiByte == nil {
            for scalar in unit.scalars {
                switch scalar.value {
                case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: han += 1
                case 0x3041...0x309F, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: kana += 1
                case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3131...0x318E: hangul += 1
                default: break
                }
            }
        }
        if !Self.looksLikeCode(token[...]) { latinWords += Self.latinWordCount(token) }
    }

    /// Characters of the three East Asian scripts together.
    var eastAsian: Int { han + kana + hangul }

    /// The language the text reads as, or nil when there is too little prose to tell.
    var language: String? {
        let eastAsianWords = eastAsian / 2
        guard latinWords + eastAsianWords >= 3 else { return nil }
        if latinWords > 3 * eastAsianWords { return "en" }
        if hangul > han + kana { return "ko" }
        if kana * 10 >= han + kana { return "ja" }
        return "zh"
    }

    /// Adds another profile's counts.
    static func + (lhs: ScriptProfile, rhs: ScriptProfile) -> ScriptProfile {
        var sum = lhs
        sum.han += rhs.han
        sum.kana += rhs.kana
        sum.hangul += rhs.hangul
        sum.latinWords += rhs.latinWords
        return sum
    }

    /// A token containing `://` or `@`, or starting with `www.`.
    private static func isAddress<Unit: ProseUnit>(_ token: [Unit]) -> Bool {
        let bytes = token.map(\.asciiByte)
        if bytes.starts(with: "www.".utf8.map(Optional.some)) || bytes.contains(UInt8(ascii: "@")) { return true }
        guard bytes.count >= 3 else { return false }
        return (0...(bytes.count - 3)).contains {
            bytes[$0] == UInt8(ascii: ":") && bytes[$0 + 1] == UInt8(ascii: "/") && bytes[$0 + 2] == UInt8(ascii: "/")
        }
    }

    /// Runs of two or more ASCII letters.
    private static func latinWordCount<Unit: ProseUnit>(_ token: [Unit]) -> Int {
        var words = 0
        var run = 0
        for unit in token {
            if let byte = unit.asciiByte, (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
                run += 1
            } else {
                if run >= 2 { words += 1 }
                run = 0
            }
        }
        return run >= 2 ? words + 1 : words
    }

    /// Punctuation that marks code: `_ : / ( ) [ ] { } < > = # * \`.
    private static func isCodePunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "#"), UInt8(ascii: "*"),
            UInt8(ascii: "\\"):
            true
        default: false
        }
    }

    /// A word with digits, underscores, inner dots, colons, slashes, brackets or an inner capital is an identifier, not prose.
    private static func looksLikeCode<Unit: ProseUnit>(_ token: ArraySlice<Unit>) -> Bool {
        guard let start = token.firstIndex(where: { !$0.isEdge }), let end = token.lastIndex(where: { !$0.isEdge }) else { return false }
        let trimmed = token[start...end]
        if trimmed.contains(where: { $0.isNumeric || $0.asciiByte.map(isCodePunctuation) ?? false }) { return true }
        if trimmed.dropLast().contains(where: { $0.asciiByte == UInt8(ascii: ".") }) { return true }
        return zip(trimmed, trimmed.dropFirst()).contains { $0.isLowercaseLetter && $1.isUppercaseLetter }
    }
}
