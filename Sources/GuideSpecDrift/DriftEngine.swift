/// The drift stage's entry points: language versions of a page, revisions of a page, and pages against each other.
/// Each runs the rules of its scope in `DriftRules.all`, as `settings` says (every rule at its own severity by default).
public enum DriftEngine {
    /// Findings among the language versions of one page (pages share spec.page, differ in language), with the findings
    /// of the rules that read each page alone. Given one page, only those run.
    public static func compareLanguages(_ pages: [DriftPage], settings: DriftRuleSettings = DriftRuleSettings()) -> [DriftFinding] {
        compareLanguages(prepared: pages.map { PreparedPage($0, settings: settings) }, settings: settings)
    }

    /// `compareLanguages` over pages prepared once (with the same `settings`), for callers that compare one page with
    /// many others (history).
    public static func compareLanguages(prepared pages: [PreparedPage], settings: DriftRuleSettings = DriftRuleSettings()) -> [DriftFinding] {
        let sorted = pages.sorted { $0.aligned.language < $1.aligned.language }
        var findings = sorted.flatMap(\.singlePageFindings)
        if sorted.count > 1 {
            findings += DriftRules.findings(in: LanguageVersions(sorted.map(\.aligned)), settings: settings)
        }
        return findings.sortedForOutput()
    }

    /// The changelog between two revisions of one page in one language: added/removed/changed per item, each with change = .breaking or .additive.
    public static func compareRevisions(old: DriftPage, new: DriftPage, settings: DriftRuleSettings = DriftRuleSettings()) -> [DriftFinding] {
        DriftRules.findings(in: RevisionPair(old: old, new: new), settings: settings).sortedForOutput()
    }

    /// Findings about the language versions of every page of a run: a page that some languages have and another lacks.
    /// `files` are every file of the run, read or not; their languages are the guide's. A page `guide` says a language writes
    /// in parts is not missing where its whole or one of its parts is written.
    public static func compareCoverage(_ files: [DriftInput], guide: DriftGuide = .none, settings: DriftRuleSettings = DriftRuleSettings())
        -> [DriftFinding]
    {
        DriftRules.findings(in: PageCoverage(files, parts: guide.pageParts), settings: settings).sortedForOutput()
    }

    /// Cross-page findings among pages of one language set of the guide `guide`, e.g. a platform page's error table
    /// against the error-code page, and constants that no error table of the guide lists.
    public static func comparePages(_ pages: [DriftPage], guide: DriftGuide = .none, settings: DriftRuleSettings = DriftRuleSettings())
        -> [DriftFinding]
    {
        DriftRules.findings(in: GuidePages(pages: pages, guide: guide), settings: settings).sortedForOutput()
    }
}
