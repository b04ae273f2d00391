import GuideSpecDocumentModel
import Foundation

/// How much of a text is written in each script, counting prose only: URLs, identifiers, numbers and words with
/// code punctuation are skipped, so `requestLoginWithType:` or `SDK_ERROR_…` never count as English.
struct ScriptProfile: Sendable, Equatable {
    var han = 0
    var kana = 0
    var hangul = 0
    /// Words of two or more ASCII letters that read as prose.
    var latinWords = 0

    init() {}

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
}

extension ScriptProfile {
    /// Reads the profiles of many texts in one pass each: each whitespace-separated token is gathered as `ProseFacts`
    /// into one reused buffer and judged there. A text whose every character is one Unicode scalar (as guide prose
    /// is) is read scalar by scalar, which gives the same counts without finding character boundaries, and the answers
    /// for each non-ASCII scalar are worked out once per reader; any other text is read by characters.
    struct Reader {
        /// The answers for each scalar of the Basic Multilingual Plane met so far (every scalar that stands alone is
        /// in it), zero where not yet worked out.
        private var known = [UInt8](repeating: 0, count: 0x10000)
        /// The profiles of the short texts read so far: table cells repeat (`-`, `Yes`, the same description on every
        /// row), and a lookup costs less than a reading.
        private var shortTexts: [SameBytes: ScriptProfile] = [:]
        private var token: [ProseFacts] = []
        private var tokenScripts = ScriptProfile()
        private var profile = ScriptProfile()
        /// Whether a term of an East Asian script glossed at once in parentheses counts towards its script.
        private let countsGlossedTerms: Bool

        /// A reader; with `countsGlossedTerms` false, a term such as `登录(Login)` (a name in another script quoted with its
        /// translation, as an English page quotes the labels of a Chinese site) counts towards no script.
        init(countsGlossedTerms: Bool = true) {
            self.countsGlossedTerms = countsGlossedTerms
        }

        /// The longest text, in UTF-8 bytes, whose profile is remembered.
        static let longestRemembered = 64

        /// The profile of `text`.
        mutating func profile(of text: String) -> ScriptProfile {
            guard text.utf8.count <= Self.longestRemembered else { return read(text) }
            if let known = shortTexts[SameBytes(text)] { return known }
            let profile = read(text)
            shortTexts[SameBytes(text)] = profile
            return profile
        }

        /// A text as a key that only the same bytes match: strings compare equal under canonical equivalence, but a
        /// decomposed Hangul syllable counts as two Hangul scalars where the composed one counts as one.
        private struct SameBytes: Hashable {
            let text: String
            init(_ text: String) { self.text = text }
            static func == (lhs: SameBytes, rhs: SameBytes) -> Bool {
                var (left, right) = (lhs.text, rhs.text)
                guard left.utf8.count == right.utf8.count else { return false }
                return left.withUTF8 { leftBytes in
                    right.withUTF8 { rightBytes in
                        guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress else { return true }
                        return memcmp(leftStart, rightStart, leftBytes.count) == 0
                    }
                }
            }
            // Texts with the same bytes are equal strings, so the string's own hash agrees with this equality.
            func hash(into hasher: inout Hasher) { hasher.combine(text) }
        }

        /// Reads the profile of `text`.
        private mutating func read(_ text: String) -> ScriptProfile {
            profile = ScriptProfile()
            token.removeAll(keepingCapacity: true)
            tokenScripts = ScriptProfile()
            var readByScalars = true
            for scalar in text.unicodeScalars {
                guard scalar.standsAlone else {
                    readByScalars = false
                    break
                }
                if scalar.isASCII {
                    add(ProseFacts(ascii: UInt8(scalar.value)))
                } else if add(facts(of: scalar)) {
                    count(scalar)
                }
            }
            if !readByScalars {
                profile = ScriptProfile()
                token.removeAll(keepingCapacity: true)
                tokenScripts = ScriptProfile()
                for character in text {
                    let unit = ProseFacts(character)
                    if add(unit), unit.asciiByte == nil {
                        for scalar in character.unicodeScalars { count(scalar) }
                    }
                }
            }
            endToken()
            return profile
        }

        /// The answers for a non-ASCII scalar that stands alone, remembered.
        private mutating func facts(of scalar: Unicode.Scalar) -> ProseFacts {
            let index = Int(scalar.value)
            if let remembered = ProseFacts(remembered: known[index]) { return remembered }
            let facts = ProseFacts(scalar)
            known[index] = facts.bits
            return facts
        }

        /// Adds one unit: whitespace ends the token, anything else joins it. Whether it joined.
        @discardableResult
        private mutating func add(_ unit: ProseFacts) -> Bool {
            if unit.isWhitespace {
                endToken()
                return false
            }
            token.append(unit)
            return true
        }

        /// Counts a scalar of a non-ASCII unit of the token towards its East Asian script.
        private mutating func count(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: tokenScripts.han += 1
            case 0x3041...0x309F, 0x30A0...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: tokenScripts.kana += 1
            case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3131...0x318E: tokenScripts.hangul += 1
            default: break
            }
        }

        /// Counts the token gathered so far, unless it is a URL or a mail address, and starts the next.
        private mutating func endToken() {
            defer {
                token.removeAll(keepingCapacity: true)
                tokenScripts = ScriptProfile()
            }
            guard !token.isEmpty, !Self.isAddress(token) else { return }
            if countsGlossedTerms || tokenScripts.eastAsian == 0 || !Self.isGlossed(token) { profile = profile + tokenScripts }
            if !Self.looksLikeCode(token) { profile.latinWords += Self.latinWordCount(token) }
        }

        /// A token containing `://` or `@`, or starting with `www.`.
        private static func isAddress(_ token: [ProseFacts]) -> Bool {
            if token.count >= 4, token[0].asciiByte == UInt8(ascii: "w"), token[1].asciiByte == UInt8(ascii: "w"),
                token[2].asciiByte == UInt8(ascii: "w"), token[3].asciiByte == UInt8(ascii: ".")
            {
                return true
            }
            for index in token.indices {
                switch token[index].asciiByte {
                case UInt8(ascii: "@"):
                    return true
                case UInt8(ascii: ":") where index + 2 < token.count:
                    if token[index + 1].asciiByte == UInt8(ascii: "/") && token[index + 2].asciiByte == UInt8(ascii: "/") { return true }
                default:
                    break
                }
            }
            return false
        }

        /// A term of at most `longestGlossedTerm` characters outside ASCII glossed at once in parentheses: the token
        /// has them all before its first `(`, which they touch, and an ASCII letter follows it (`登录(Login)`,
        /// `应用名称(application`); `2.1.0版本开始(...` or a sentence with no space in it is no gloss.
        private static func isGlossed(_ token: [ProseFacts]) -> Bool {
            guard let open = token.firstIndex(where: { $0.asciiByte == UInt8(ascii: "(") }), open > 0, open + 1 < token.count,
                token[open - 1].asciiByte == nil, token[open + 1].isASCIILetter,
                !token[(open + 1)...].contains(where: { $0.asciiByte == nil })
            else { return false }
            let term = token[..<open].drop { $0.isEdge }
            return term.count <= longestGlossedTerm && term.allSatisfy { $0.asciiByte == nil }
        }

        /// The longest term, in characters, read as a quoted label with its gloss.
        static let longestGlossedTerm = 8

        /// Runs of two or more ASCII letters.
        private static func latinWordCount(_ token: [ProseFacts]) -> Int {
            var words = 0
            var run = 0
            for unit in token {
                if unit.isASCIILetter {
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

        /// A word with digits, underscores, inner dots, colons, slashes, brackets or an inner capital is an identifier,
        /// not prose; punctuation and symbols at either end do not count.
        private static func looksLikeCode(_ token: [ProseFacts]) -> Bool {
            guard let start = token.firstIndex(where: { !$0.isEdge }), let end = token.lastIndex(where: { !$0.isEdge }) else { return false }
            for index in start...end {
                let unit = token[index]
                if unit.isNumeric { return true }
                if let byte = unit.asciiByte, isCodePunctuation(byte) || (byte == UInt8(ascii: ".") && index < end) { return true }
                if index < end, unit.isLowercase, token[index + 1].isUppercase { return true }
            }
            return false
        }
    }
}
