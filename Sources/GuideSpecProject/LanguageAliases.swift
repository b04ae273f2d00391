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
            for tag in tags { languages[LanguageTag.canonicalForm(tag)] = LanguageTag.canonicalForm(language) }
        }
    }

    /// The language `written` stands for: its canonical form (below), then the language it is an alias of, if any.
    public func language(_ written: String) -> String {
        let tag = LanguageTag.canonicalForm(written)
        return languages[tag] ?? tag
    }

    /// Each language with the tags that stand for it, in canonical form and sorted.
    public var tagsByLanguage: [String: [String]] {
        Dictionary(grouping: languages.keys.sorted(), by: { languages[$0] ?? $0 })
    }

    /// Whether the guide names `written` as an alias or as a language with aliases.
    public func knows(_ written: String) -> Bool {
        let tag = LanguageTag.canonicalForm(written)
        return languages[tag] != nil || languages.values.contains(tag)
    }
}
