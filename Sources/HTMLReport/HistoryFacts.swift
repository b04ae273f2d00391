/// What the history section and the finding cards need, computed once from a history report: each item's timeline
/// with its deep-link ID and the events the page shows of it, each finding of the tip with its entry's ID, both
/// grouped by page, and the pages and languages that occur, sorted.
struct HistoryFacts {
    /// Events a timeline shows at most: its first (when the item appeared) and the latest; the rest are counted.
    static let eventsPerTimeline = 12
    /// Event rows the whole page shows at most; past it, timelines show only their first and latest event (a guide's whole
    /// history can be tens of thousands of events, and the page must stay small and quick).
    static let eventBudget = 12_000

    /// One item's timeline as the page shows it.
    struct Timeline {
        var page: String
        var item: HistoryReportDocument.Item
        /// `item-<page>.<language>.<key>`: stable between runs because the item's identity is.
        var anchor: String
        /// The events shown, oldest first.
        var shown: [HistoryReportDocument.ItemEvent]
        /// How many events between the first and the shown latest ones are left out.
        var omitted: Int
    }

    /// A finding of the tip with the commit that introduced it.
    struct Entry {
        var page: String
        var finding: HistoryReportDocument.Finding
        /// `introduced-<fingerprint>`.
        var anchor: String
        /// The languages of its locations, sorted.
        var languages: [String]
        /// The timelines of the item the finding is about, in each of its languages.
        var timelines: [(language: String, anchor: String)]
    }

    /// One page of the history: its heading's ID, its dated findings and its timelines, in report order.
    struct PageGroup {
        var page: HistoryReportDocument.Page
        var headingID: String
        var entries: [Entry]
        var timelines: [Timeline]
    }

    var document: HistoryReportDocument
    var commits: [String: HistoryReportDocument.Commit]
    var timelines: [Timeline]
    var entries: [Entry]
    var pages: [String]
    var languages: [String]
    var groups: [PageGroup]
    /// Events left out of all timelines.
    var omittedEvents: Int
    /// Whether the page budget, not only the per-timeline limit, left events out.
    var budgetReached: Bool

    /// Facts about `document`.
    init(_ document: HistoryReportDocument) {
        self.document = document
        commits = Dictionary(document.commits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ids = UniqueIDs()
        let total = document.pages.reduce(0) { $0 + $1.items.reduce(0) { $0 + min($1.events.count, Self.eventsPerTimeline) } }
        budgetReached = total > Self.eventBudget
        let limit = budgetReached ? 2 : Self.eventsPerTimeline
        groups = document.pages.map { page in
            var timelines: [Timeline] = []
            var anchorsByKey: [String: [(language: String, anchor: String)]] = [:]
            for item in page.items {
                let anchor = ids.take(FragmentID.make("item", "\(page.page).\(item.language).\(item.key)"))
                let events = item.events
                let shown = events.count <= limit ? events : [events[0]] + events.suffix(limit - 1)
                timelines.append(Timeline(page: page.page, item: item, anchor: anchor, shown: shown, omitted: events.count - shown.count))
                anchorsByKey[item.key, default: []].append((item.language, anchor))
            }
            let keys = Set(anchorsByKey.keys)
            let entries = (page.findings ?? []).map { finding in
                let languages = Set((finding.locations ?? []).compactMap(\.language)).sorted()
                let items = Self.subjectKey(finding.subject ?? "", keys: keys).flatMap { anchorsByKey[$0] } ?? []
                return Entry(
                    page: page.page, finding: finding, anchor: ids.take(FragmentID.make("introduced", finding.fingerprint)), languages: languages,
                    timelines: items.filter { languages.isEmpty || languages.contains($0.language) })
            }
            return PageGroup(page: page, headingID: ids.take(FragmentID.make("history-page", page.page)), entries: entries, timelines: timelines)
        }
        timelines = groups.flatMap(\.timelines)
        entries = groups.flatMap(\.entries)
        omittedEvents = timelines.reduce(0) { $0 + $1.omitted }
        pages = Set(document.pages.map(\.page)).sorted()
        languages = Set(document.pages.flatMap { $0.items.map(\.language) } + entries.flatMap(\.languages)).sorted()
    }

    /// The entry of the first finding of the tip with `fingerprint`, if the history reports one.
    func entry(fingerprint: String) -> Entry? {
        entries.first { $0.finding.fingerprint == fingerprint }
    }

    /// The commit `id` as the page names it: `1a2b3c4d`.
    static func short(_ id: String) -> String { String(id.prefix(8)) }

    /// The item key a finding's subject names: the subject itself (`error:TCGB_ERROR_B`) or its longest prefix that
    /// ends before a `:` and is one of `keys`, the page's items (`error:TCGB_ERROR_A:code` names `error:TCGB_ERROR_A`).
    static func subjectKey(_ subject: String, keys: Set<String>) -> String? {
        var candidate = Substring(subject)
        while !candidate.isEmpty {
            if keys.contains(String(candidate)) { return String(candidate) }
            guard let colon = candidate.lastIndex(of: ":") else { return nil }
            candidate = candidate[..<colon]
        }
        return nil
    }
}
