/// What the history section and the finding cards need, computed once from a history report: the timelines the page
/// shows, each with its deep-link ID and the events it shows, each finding of the tip with its entry's ID, both grouped
/// by page, and the pages and languages that occur, sorted.
///
/// A whole guide's history is thousands of items and tens of thousands of events, and the page must stay small and
/// quick, so it is bounded: at most `timelineBudget` timelines (those a dated finding is about first, then those with
/// more than one event, then the rest, each in report order), at most `eventsPerTimeline` events each (its first and
/// its latest), and only the first and latest event of each when that would still be over `eventBudget` rows.
struct HistoryFacts {
    /// Timelines the page shows at most.
    static let timelineBudget = 1_000
    /// Events a timeline shows at most: its first (when the item appeared) and the latest; the rest are counted.
    static let eventsPerTimeline = 12
    /// Event rows the page shows at most; past it, timelines show only their first and latest event.
    static let eventBudget = 3_000

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

    /// One page of the history: its heading's ID, its dated findings and the timelines shown, in report order.
    struct PageGroup {
        var page: HistoryReportDocument.Page
        var headingID: String
        var entries: [Entry]
        var timelines: [Timeline]
        /// Items of the page whose timelines the budget left out.
        var leftOut: Int
    }

    var document: HistoryReportDocument
    var commits: [String: HistoryReportDocument.Commit]
    var groups: [PageGroup]
    var timelines: [Timeline]
    var entries: [Entry]
    var pages: [String]
    var languages: [String]
    /// Items in the report, shown or not.
    var itemCount: Int
    /// Timelines left out of the page.
    var omittedTimelines: Int
    /// Events left out of the timelines shown.
    var omittedEvents: Int
    /// Whether the event budget, not only the per-timeline limit, left events out.
    var budgetReached: Bool
    private var entryByFingerprint: [String: Int]

    /// An item by its page's and its own place in the report.
    private struct ItemPlace: Hashable {
        var page: Int
        var item: Int
    }

    /// Facts about `document`.
    init(_ document: HistoryReportDocument) {
        self.document = document
        commits = Dictionary(document.commits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The items each finding is about, in its languages.
        let findingItems: [[[Int]]] = document.pages.map { page in
            let byKey = Dictionary(grouping: page.items.indices, by: { page.items[$0].key })
            let keys = Set(byKey.keys)
            return (page.findings ?? []).map { finding in
                let languages = Set((finding.locations ?? []).compactMap(\.language))
                let items = Self.subjectKey(finding.subject ?? "", keys: keys).flatMap { byKey[$0] } ?? []
                return items.filter { languages.isEmpty || languages.contains(page.items[$0].language) }
            }
        }
        var linked: Set<ItemPlace> = []
        for (page, findings) in findingItems.enumerated() {
            for items in findings { for item in items { linked.insert(ItemPlace(page: page, item: item)) } }
        }
        var places: [(priority: Int, place: ItemPlace)] = []
        for (pageIndex, page) in document.pages.enumerated() {
            for (itemIndex, item) in page.items.enumerated() {
                let place = ItemPlace(page: pageIndex, item: itemIndex)
                places.append((linked.contains(place) ? 0 : item.events.count > 1 ? 1 : 2, place))
            }
        }
        itemCount = places.count
        // A stable sort: report order within each priority.
        let kept = Set(
            places.enumerated().sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
                .prefix(Self.timelineBudget).map(\.element.place))
        omittedTimelines = places.count - kept.count
        let rows = kept.reduce(0) { $0 + min(document.pages[$1.page].items[$1.item].events.count, Self.eventsPerTimeline) }
        budgetReached = rows > Self.eventBudget
        let limit = budgetReached ? 2 : Self.eventsPerTimeline

        var ids = UniqueIDs()
        groups = document.pages.enumerated().map { pageIndex, page in
            var timelines: [Timeline] = []
            var anchors: [Int: String] = [:]
            for (itemIndex, item) in page.items.enumerated() where kept.contains(ItemPlace(page: pageIndex, item: itemIndex)) {
                let anchor = ids.take(FragmentID.make("item", "\(page.page).\(item.language).\(item.key)"))
                let events = item.events
                let shown = events.count <= limit ? events : [events[0]] + events.suffix(limit - 1)
                timelines.append(Timeline(page: page.page, item: item, anchor: anchor, shown: shown, omitted: events.count - shown.count))
                anchors[itemIndex] = anchor
            }
            let entries = zip(page.findings ?? [], findingItems[pageIndex]).map { finding, items in
                Entry(
                    page: page.page, finding: finding, anchor: ids.take(FragmentID.make("introduced", finding.fingerprint)),
                    languages: Set((finding.locations ?? []).compactMap(\.language)).sorted(),
                    timelines: items.compactMap { item in anchors[item].map { (page.items[item].language, $0) } })
            }
            return PageGroup(
                page: page, headingID: ids.take(FragmentID.make("history-page", page.page)), entries: entries, timelines: timelines,
                leftOut: page.items.count - timelines.count)
        }
        timelines = groups.flatMap(\.timelines)
        entries = groups.flatMap(\.entries)
        omittedEvents = timelines.reduce(0) { $0 + $1.omitted }
        pages = Set(document.pages.map(\.page)).sorted()
        languages = Set(document.pages.flatMap { $0.items.map(\.language) } + entries.flatMap(\.languages)).sorted()
        var byFingerprint: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where byFingerprint[entry.finding.fingerprint] == nil {
            byFingerprint[entry.finding.fingerprint] = index
        }
        entryByFingerprint = byFingerprint
    }

    /// The entry of the first finding of the tip with `fingerprint`, if the history reports one.
    func entry(fingerprint: String) -> Entry? {
        entryByFingerprint[fingerprint].map { entries[$0] }
    }

    /// The commit `id` as the page names it: `1a2b3c4d`.
    static func short(_ id: String) -> String { String(id.prefix(8)) }

    /// The item key a finding's subject names: the subject itself (`error:SDK_ERROR_B`) or its longest prefix that
    /// ends before a `:` and is one of `keys`, the page's items (`error:SDK_ERROR_A:code` names `error:SDK_ERROR_A`).
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
