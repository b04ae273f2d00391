/// A language GuideSpec accepts: a well-formed BCP 47 tag (RFC 5646 syntax), such as `zh`, `en-US`, `zh-Hant-TW`, `und`.
public enum LanguageTag {
    /// The longest tag accepted.
    public static let maximumLength = 64

    /// Why `tag` is not a well-formed language tag, or nil when it is one.
    public static func problem(_ tag: String) -> String? {
        let expected = "expected a BCP 47 language tag such as zh, en-US or zh-Hant"
        guard tag.utf8.count <= maximumLength, isWellFormed(tag) else { return "\(QuotedName.quoted(tag)) is not a language tag: \(expected)" }
        return nil
    }

    /// Whether `tag` follows the `langtag` or `privateuse` production of RFC 5646 (case-insensitive).
    static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else {
            return false
        }
        if subtags[0] == "x" { return subtags.count > 1 }
        var index = 0
        func next(_ test: (String) -> Bool) -> Bool {
            guard index < subtags.count, test(subtags[index]) else { return false }
            index += 1
            return true
        }
        let letters = { (range: ClosedRange<Int>) in { (subtag: String) in range.contains(subtag.count) && subtag.allSatisfy(\.isLetter) } }
        // language: 2–3 letters with up to three extended-language subtags, or 4–8 letters.
        guard next(letters(2...3)) || next(letters(4...8)) else { return false }
        var extendedLanguages = 0
        while subtags[0].count <= 3, extendedLanguages < 3, next(letters(3...3)) { extendedLanguages += 1 }
        _ = next(letters(4...4))  // script
        _ = next { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }  // region
        while next({ ($0.count >= 5) || ($0.count == 4 && $0.first?.isNumber == true) }) {}  // variants
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {  // extensions
            index += 1
            guard next({ $0.count >= 2 }) else { return false }
            while next({ $0.count >= 2 }) {}
        }
        if index < subtags.count, subtags[index] == "x" {  // private use
            index += 1
            guard next({ _ in true }) else { return false }
            while next({ _ in true }) {}
        }
        return index == subtags.count
    }
}
