/// How a guide writes a language tag: the one canonical spelling of a tag, and whether a name reads as one.
extension LanguageTag {
    /// A tag as BCP 47 writes it: `_` read as `-`, the language subtag in lower case, a four-letter script in title case,
    /// a two-letter region in upper case (`zh_cn` is `zh-CN`, `ZH-HANT` is `zh-Hant`).
    public static func canonicalForm(_ tag: String) -> String {
        let subtags = tag.replacing("_", with: "-").split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first else { return tag }
        var written = [first.lowercased()]
        for subtag in subtags.dropFirst() {
            if subtag.count == 4 && subtag.allSatisfy(\.isLetter) {
                written.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else if subtag.count == 2 && subtag.allSatisfy(\.isLetter) {
                written.append(subtag.uppercased())
            } else {
                written.append(subtag.lowercased())
            }
        }
        return written.joined(separator: "-")
    }

    /// Whether `text` reads as the language of a folder or a file-name suffix: a language of two or three letters, then
    /// at most a script and a region, with `_` read as `-` (`en`, `zh-CN`, `zh_Hans`, `zh-Hant-TW`, `es-419`; not `docs`,
    /// `README` or `ci-check`, well-formed BCP 47 as that is). This is GuideSpec's one test of a name being a language tag:
    /// a layout's `{lang}` and a project file's tags use it as it is; `GuideFile` also wants the name written as
    /// `canonicalForm` writes it, since it takes the folder's name unchanged; `LanguageCodes.namesLanguage`, which `init`
    /// guesses with, also wants a language beyond doubt (`zh`, not `api`).
    public static func looksLikeLanguage(_ text: String) -> Bool {
        let letters = { (subtag: Substring) in subtag.allSatisfy { $0.isASCII && $0.isLetter } }
        var subtags = text.replacing("_", with: "-").split(separator: "-", omittingEmptySubsequences: false)[...]
        guard let language = subtags.popFirst(), (2...3).contains(language.count), letters(language) else { return false }
        if let script = subtags.first, script.count == 4, letters(script) { subtags.removeFirst() }
        if let region = subtags.first,
            (region.count == 2 && letters(region)) || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
        {
            subtags.removeFirst()
        }
        return subtags.isEmpty
    }
}
