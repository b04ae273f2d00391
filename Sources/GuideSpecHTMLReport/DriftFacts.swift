import GuideSpecDrift

/// What the drift sections of a report need, computed once from a drift report: each finding with its languages and
/// its deep-link ID, and the pages, languages, rules and severities that occur, each sorted.
struct DriftFacts {
    /// A finding as the report shows it.
    struct Item {
        var finding: DriftReportDocument.Finding
        /// The languages of its locations, sorted, each once.
        var languages: [String]
        /// `finding-<fingerprint>`; stable between runs because the fingerprint is.
        var anchor: String
    }

    var document: DriftReportDocument
    var items: [Item]
    var rules: [String]
    var pages: [String]
    var languages: [String]
    /// `error`, `warning`, `note` as far as they occur, then any other severity a report names.
    var severities: [String]

    /// Facts about `document`; a fingerprint that occurs twice gives its later findings `-2`, `-3`… IDs, skipping any
    /// that an earlier finding already has (a report written by hand may hold fingerprints `f` and `f-2`).
    init(_ document: DriftReportDocument) {
        self.document = document
        var ids = UniqueIDs()
        items = document.findings.map { finding in
            Item(
                finding: finding, languages: Set(finding.locations.map(\.language)).sorted(),
                anchor: ids.take(FragmentID.make("finding", finding.fingerprint)))
        }
        rules = Set(document.findings.map(\.rule)).sorted()
        pages = Set(document.findings.map(\.page) + (document.inputs ?? []).map(\.page)).sorted()
        languages = Set(items.flatMap(\.languages) + (document.inputs ?? []).map(\.language)).sorted()
        let present = Set(document.findings.map(\.severity))
        let known = Severity.allCases.map(\.rawValue)
        severities = known.filter(present.contains) + present.subtracting(known).sorted()
    }

    /// The findings of `rule`, in report order.
    func items(ofRule rule: String) -> [Item] { items.filter { $0.finding.rule == rule } }

    /// The most severe of `severities` in this report's order.
    func worst(_ severities: some Sequence<String>) -> String? {
        let present = Set(severities)
        return self.severities.first(where: present.contains)
    }
}
