/// A page made ready once for many comparisons across languages: its items aligned and the findings of the rules that
/// read it alone. History compares each state of a file with many states of the other languages; this is what it keeps
/// per state.
public struct PreparedPage: Sendable {
    /// The aligned items, over the page with its document (some rules across languages read it).
    let aligned: PageItems
    /// The findings of the rules that read this page alone (duplicates, wrong language, sibling pattern…), unsorted.
    let singlePageFindings: [DriftFinding]

    /// Aligns `page` and runs the single-page rules on it that `settings` runs: those whose rule IDs are in
    /// `singlePageRules`, or every one when nil (a caller that only asks whether certain findings hold need not run the
    /// others).
    public init(_ page: DriftPage, singlePageRules: Set<String>? = nil, settings: DriftRuleSettings = DriftRuleSettings()) {
        let aligned = PageItems(page)
        singlePageFindings = DriftRules.findings(in: aligned, settings: settings, only: singlePageRules)
        self.aligned = aligned
    }

    /// Every item under its alignment key, in document order; a key the page repeats comes once per occurrence.
    public var items: [SpecItem] { aligned.items.map(SpecItem.init) }
}
