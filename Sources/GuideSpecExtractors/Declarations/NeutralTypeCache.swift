import GuideSpecSpecModel

/// The neutral types already worked out on one page, by language and type as written: a page's signatures and fields
/// name the same few types again and again, and a lookup costs a small part of reading a generic type anew.
struct NeutralTypeCache: Sendable {
    /// A type as written in one language.
    private struct Key: Hashable {
        var written: String
        var language: CodeLanguage

        /// Hashes the text only: the same text in two languages shares a bucket and is told apart by `==`.
        func hash(into hasher: inout Hasher) { hasher.combine(written) }
    }

    private var known: [Key: String] = [:]
    /// The guide's name prefixes, which neutral names leave out.
    let prefixes: [String]

    /// A cache for a page of a guide whose name prefixes are `prefixes`.
    init(prefixes: [String]) {
        self.prefixes = prefixes
    }

    /// `NeutralType.of(written, language:prefixes:)`, worked out once per page.
    mutating func of(_ written: String, language: CodeLanguage) -> String {
        let key = Key(written: written, language: language)
        if let neutral = known[key] { return neutral }
        let neutral = NeutralType.of(written, language: language, prefixes: prefixes)
        known[key] = neutral
        return neutral
    }
}
