import GuideSpecVocabulary

/// The tags a guide writes for one language (`zh-CN`, `zh-Hans`, `zh_CN` for `zh`), so that a language has one tag in
/// specs, fingerprints and golden cases whatever its folders or file names are called.
public struct LanguageAliases: Hashable, Sendable {
    /// Each alias in its canonical form, with the language it stands for.
    public private(set) var languages: [String: String]

    /// No aliases: every tag is its own language.
    public static let none = LanguageAliases()

    /// Creates aliases from each language and the tags that stand for it.
    public init(_ aliases: [(language: String, tags: [String])] = []) {
        languages = [:]
        for (language, tags) in aliases {
            for tag in tags { languages[Self.canonicalForm(tag)] = Self.canonicalForm(language) }
        }
    }

    /// The language `written` stands for: its canonical form (below), then the language it is an alias of, if any.
    public func language(_ written: String) -> String {
        let tag = Self.canonicalForm(written)
        return languages[tag] ?? tag
    }

    /// Whether the guide names `written` as an alias or as a language with aliases.
    public func knows(_ written: String) -> Bool {
        let tag = Self.canonicalForm(written)
        return languages[tag] != nil || languages.values.contains(tag)
    }

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

    /// Whether `text` reads as the language of a folder or a file-name suffix: a well-formed tag (with `_` read as `-`)
    /// whose language subtag has two or three letters (`en`, `zh-CN`, `zh_Hans`, `pt-BR`; not `docs` or `README`).
    public static func looksLikeLanguage(_ text: String) -> Bool {
        let tag = text.replacing("_", with: "-")
        guard let first = tag.split(separator: "-", omittingEmptySubsequences: false).first, (2...3).contains(first.count) else { return false }
        return first.allSatisfy { $0.isASCII && $0.isLetter } && LanguageTag.problem(tag) == nil
    }
}
