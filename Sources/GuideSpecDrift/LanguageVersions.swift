/// The language versions of one page as the rules across languages read them: each page's aligned items, in language
/// order, every key any language has, and what two rules find that other rules must know (so that one cause is
/// reported once).
final class LanguageVersions: DriftComparison {
    static var scope: DriftScope { .languages }

    /// The pages, sorted by language.
    let pages: [PageItems]
    /// Every key any language has, once, in the order the pages first show it.
    let keys: [AlignedKey]
    /// What the sources lost that another language still has, with the `key|language` pairs it explains (the
    /// missing-item rule stays silent on them).
    let scrapeLosses: (findings: [DriftFinding], explained: Set<String>)
    /// Enumerated values one language translates, with the `key|language` pairs whose every difference is a
    /// translation (the literal-mismatch rule leaves them alone).
    let translatedLiterals: (findings: [DriftFinding], explained: Set<String>)

    /// Aligns the keys of `pages` (sorted by language) and works out the findings other rules depend on.
    init(_ pages: [PageItems]) {
        self.pages = pages
        keys = pages.alignedKeys
        scrapeLosses = ScrapeLossRule.losses(pages)
        translatedLiterals = TranslatedLiteralRule.translations(pages, keys: keys)
    }
}
