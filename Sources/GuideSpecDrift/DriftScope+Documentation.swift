extension DriftScope {
    /// The heading of the scope's section in docs/drift-rules.md and the HTML report.
    public var title: DriftRuleText {
        switch self {
        case .languages: "Across languages (\(code: "compareLanguages"), two or more pages)"
        case .coverage: "Across the guide's languages (\(code: "compareCoverage"), every run)"
        case .page: "One page alone (also run by \(code: "compareLanguages"), for each page)"
        case .pages: "Across pages (\(code: "comparePages"), the pages of one language)"
        case .revisions: "Revisions (\(code: "compareRevisions"))"
        }
    }

    /// What the scope's rules have in common, one paragraph each.
    public var introduction: [DriftRuleText] {
        switch self {
        case .languages:
            ["The language versions of one page, aligned by key (see Alignment). Each rule compares what code depends on, never prose."]
        case .coverage:
            [
                "The files a run reads, by page and language: which language versions of each page there are. "
                    + "\(code: "guidespec drift") and \(code: "guidespec check") run these rules on every run, with or without "
                    + "\(code: "--pages")."
            ]
        case .page:
            ["Each page given to \(code: "compareLanguages"), alone or beside its other languages: what one page says against itself."]
        case .pages:
            [
                "The pages given to \(code: "comparePages") (\(code: "guidespec drift --pages")), one language at a time: a platform page "
                    + "against the "
                    + "error-code page, a class on every platform's page, a value spelled across pages."
            ]
        case .revisions:
            [
                "Two revisions of one page in one language (the same page given twice to \(code: "guidespec drift"), older first, and every "
                    + "commit \(code: "guidespec history") walks). Breaking or additive is judged from code written against the old revision "
                    + "of the documented API (the caller's side, as semantic versioning does): removing or changing what it relies on breaks "
                    + "it, adding does not. Flows are procedures written in prose and are left out of changelogs.",
                "Locations: a change or an addition points at the new revision first, then the old (its nearest shared item for an "
                    + "addition); a removal points at the old item first, then at the nearest shared item in the new revision.",
            ]
        }
    }

    /// How the scope's rules name what they look at: a rule on one page checks it, the others compare.
    public var comparesLabel: String {
        self == .page ? "checks" : "compares"
    }

    /// The label as a sentence starts with it: `Compares`, `Checks`.
    public var comparesHeading: String {
        comparesLabel.prefix(1).uppercased() + comparesLabel.dropFirst()
    }
}
