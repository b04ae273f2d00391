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

    let document: DriftReportDocument
    let items: [Item]
    var rules: [String]
    var pages: [String]
    var languages: [String]
    /// `error`, `warning`, `note` as far as they occur, then any other severity a report names.
    var severities: [String]
    /// The findings of each rule, in report order.
    private var itemsByRule: [String: [Item]] = [:]
    /// The findings involving each page in each language, in report order.
    private var itemsByCell: [Cell: [Item]] = [:]
    /// The inputs of each page in each language, in report order.
    private var inputsByCell: [Cell: [DriftInput]] = [:]
    /// The pages some input gives.
    private var givenPages: Set<String> = []
    /// How many findings each page has, and how many involve each language.
    private(set) var findingsPerPage: [String: Int] = [:]
    private(set) var findingsPerLanguage: [String: Int] = [:]

    /// A page in one language: a cell of the pages × languages matrix.
    private struct Cell: Hashable {
        var page: String
        var language: String
    }

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
        for item in items {
            itemsByRule[item.finding.rule, default: []].append(item)
            findingsPerPage[item.finding.page, default: 0] += 1
            for language in item.languages {
                itemsByCell[Cell(page: item.finding.page, language: language), default: []].append(item)
                findingsPerLanguage[language, default: 0] += 1
            }
        }
        for input in document.inputs ?? [] {
            inputsByCell[Cell(page: input.page, language: input.language), default: []].append(input)
            givenPages.insert(input.page)
        }
    }

    /// The findings of `rule`, in report order.
    func items(ofRule rule: String) -> [Item] { itemsByRule[rule] ?? [] }

    /// The findings involving `page` in `language`, in report order.
    func items(page: String, language: String) -> [Item] { itemsByCell[Cell(page: page, language: language)] ?? [] }

    /// The inputs that give `page` in `language`, in report order.
    func inputs(page: String, language: String) -> [DriftInput] { inputsByCell[Cell(page: page, language: language)] ?? [] }

    /// Whether some input gives `page`, in any language.
    func isGiven(_ page: String) -> Bool { givenPages.contains(page) }

    /// The most severe of `severities` in this report's order.
    func worst(_ severities: some Sequence<String>) -> String? {
        let present = Set(severities)
        return self.severities.first(where: present.contains)
    }
}
