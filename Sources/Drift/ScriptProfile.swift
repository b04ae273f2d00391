/// How much of a text is written in each script, counting prose only: URLs, identifiers, numbers and words with
/// code punctuation are skipped, so `requestPurchaseWithGamebaseProductId:` or `TCGB_ERROR_…` never count as English.
struct ScriptProfile: Sendable, Equatable {
    var han = 0
    var kana = 0
    var hangul = 0
    /// Words of two or more ASCII letters that read as prose.
    var latinWords = 0

    init() {}

    /// The profile of one text.
    init(prose text: String) {
        for token in text.split(whereSeparator: \.isWhitespace) {
            if token.contains("://") || token.hasPrefix("www.") || token.contains("@") { continue }
            for scalar in token.unicodeScalars {
                switch scalar.value {
                case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: han += 1
                case 0x3041...0x309F, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: kana += 1
                case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3131...0x318E: hangul += 1
                default: break
                }
            }
            if !Self.looksLikeCode(token) {
                latinWords += token.split { !($0.isASCII && $0.isLetter) }.filter { $0.count >= 2 }.count
            }
        }
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

    /// A word with digits, underscores, inner dots, colons, slashes, brackets or an inner capital is an identifier, not prose.
    private static func looksLikeCode(_ token: Substring) -> Bool {
        let isEdge: (Character) -> Bool = { $0.isPunctuation || $0.isSymbol }
        guard let start = token.firstIndex(where: { !isEdge($0) }), let end = token.lastIndex(where: { !isEdge($0) }) else { return false }
        let trimmed = token[start...end]
        if trimmed.contains(where: { $0.isNumber || "_:/()[]{}<>=#*\\".contains($0) }) { return true }
        if trimmed.dropLast().contains(".") { return true }
        return zip(trimmed, trimmed.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }
}
