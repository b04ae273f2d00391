/// The drift stage's entry points: language versions of a page, revisions of a page, and pages against each other.
public enum DriftEngine {
    /// Findings among the language versions of one page (pages share spec.page, differ in language); also the rules that look at one page alone (duplicates, wrong language, sibling pattern, renamed references, JSON example keys, scrape losses). Given one page, only single-page rules run.
    public static func compareLanguages(_ pages: [DriftPage]) -> [DriftFinding] {
        compareLanguages(prepared: pages.map { PreparedPage($0) })
    }

    /// `compareLanguages` over pages prepared once, for callers that compare one page with many others (history).
    public static func compareLanguages(prepared pages: [PreparedPage]) -> [DriftFinding] {
        let sorted = pages.sorted { $0.aligned.language < $1.aligned.language }
        var findings = sorted.flatMap(\.singlePageFindings)
        let aligned = sorted.map(\.aligned)
        if aligned.count > 1 {
            let keys = aligned.alignedKeys
            let (losses, explained) = ScrapeLossRule.findings(aligned)
            findings += losses
            findings += MissingInLanguageRule.findings(aligned, keys: keys, explained: explained)
            findings += ValueMismatchRule.findings(keys)
            findings += PlatformListRule.findings(aligned)
            let (translated, translations) = TranslatedLiteralRule.findings(aligned, keys: keys)
            findings += translated
            findings += LiteralValueRule.findings(keys, explained: translations)
            findings += FieldOrderRule.findings(aligned)
            findings += TableMismatchRule.findings(aligned)
        }
        return findings.sortedForOutput()
    }

    /// The changelog between two revisions of one page in one language: added/removed/changed per item, each with change = .breaking or .additive.
    public static func compareRevisions(old: DriftPage, new: DriftPage) -> [DriftFinding] {
        RevisionRule.findings(old: old, new: new).sortedForOutput()
    }

    /// Cross-page findings among pages of one language set, e.g. a platform page's error table against the error-code
    /// page, and constants that no error table of the guide lists.
    public static func comparePages(_ pages: [DriftPage]) -> [DriftFinding] {
        (ErrorCodePageRule.findings(pages) + UndeclaredMentionRule.findings(pages) + PlatformMismatchRule.findings(pages)
            + LiteralSpellingRule.findings(pages)).sortedForOutput()
    }

    /// The rules that read one page alone, by rule ID.
    static let singlePageRules: [(id: String, findings: @Sendable (PageItems) -> [DriftFinding])] = [
        (DuplicateRule.id, DuplicateRule.findings),
        (ExampleURLRule.id, { ExampleURLRule.findings($0.page) }),
        (SiblingPatternRule.id, { SiblingPatternRule.findings($0.page) }),
        (RenamedReferenceRule.id, { RenamedReferenceRule.findings($0.page) }),
        (JSONExampleKeyRule.id, { JSONExampleKeyRule.findings($0.page) }),
        (WrongLanguageRule.id, { WrongLanguageRule.findings($0.page) }),
    ]

    /// The findings of the single-page rules whose IDs are in `rules` (every rule when nil).
    static func singlePage(_ page: PageItems, rules: Set<String>? = nil) -> [DriftFinding] {
        singlePageRules.filter { rules?.contains($0.id) ?? true }.flatMap { $0.findings(page) }
    }
}
