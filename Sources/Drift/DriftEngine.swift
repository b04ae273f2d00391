/// The drift stage's entry points: language versions of a page, revisions of a page, and pages against each other.
public enum DriftEngine {
    /// Findings among the language versions of one page (pages share spec.page, differ in language); also the rules that look at one page alone (duplicates, wrong language, sibling pattern, renamed references, JSON example keys, scrape losses). Given one page, only single-page rules run.
    public static func compareLanguages(_ pages: [DriftPage]) -> [DriftFinding] {
        let aligned = pages.sorted { $0.language < $1.language }.map(PageItems.init)
        var findings = aligned.flatMap(singlePage)
        if aligned.count > 1 {
            let (losses, explained) = ScrapeLossRule.findings(aligned)
            findings += losses
            findings += MissingInLanguageRule.findings(aligned, explained: explained)
            findings += ValueMismatchRule.findings(aligned)
            findings += PlatformListRule.findings(aligned)
            let (translated, translations) = TranslatedLiteralRule.findings(aligned)
            findings += translated
            findings += LiteralValueRule.findings(aligned, explained: translations)
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

    /// The rules that read one page alone.
    private static func singlePage(_ page: PageItems) -> [DriftFinding] {
        DuplicateRule.findings(page)
            + ExampleURLRule.findings(page.page)
            + SiblingPatternRule.findings(page.page)
            + RenamedReferenceRule.findings(page.page)
            + JSONExampleKeyRule.findings(page.page)
            + WrongLanguageRule.findings(page.page)
    }
}
