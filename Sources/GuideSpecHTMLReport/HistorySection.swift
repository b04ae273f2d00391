/// The guide's history: what was walked, then per page its files, the tip's findings with the commit that introduced
/// each, and a timeline per item, under filters of their own (page, language, search).
enum HistorySection {
    /// Timelines start open when there are at most this many.
    static let openLimit = 25

    /// The history form's names: `history-filters`, `filter-history-page`, `filter-history-lang`, `filter-history-q`.
    static let names = FilterForm.Names(
        form: "history-filters", label: "Filter the history", search: "history-q", placeholder: "item, commit, subject, file…",
        status: "history-shown", noun: "timeline", clear: "history-clear", expand: "history-expand", collapse: "history-collapse")

    /// The section; `findingAnchors` gives the drift card of a fingerprint when the page shows the drift report too.
    static func node(_ facts: HistoryFacts, findingAnchors: [String: String]) -> HTMLNode {
        let open = facts.timelines.count <= openLimit
        var children: [HTMLNode] = [.element("h2", text: "History"), walkNote(facts)]
        if facts.omittedEvents > 0 || facts.omittedTimelines > 0 { children.append(boundNote(facts)) }
        let notWalked = facts.document.diagnostics?.count { $0.rule == HistoryReportDocument.Diagnostic.secondFile } ?? 0
        if let diagnostics = facts.document.summary?.diagnostics, diagnostics - notWalked > 0 {
            let skipped = diagnostics - notWalked
            children.append(
                .element(
                    "p", [.class("hint")],
                    text: "\(Wording.plural(skipped, "page state")) could not be read and \(skipped == 1 ? "was" : "were") skipped: "
                        + "the JSON report's diagnostics name them."))
        }
        if notWalked > 0 {
            children.append(
                .element(
                    "p", [.class("hint")],
                    text: "\(Wording.plural(notWalked, "file")) \(notWalked == 1 ? "was" : "were") not walked, each a second file of its page in one "
                        + "language: the JSON report's diagnostics name them."))
        }
        let facets = [
            FilterForm.Facet(name: "history-page", label: "Page", allLabel: "All pages", values: counted(facts.pages, facts) { [$0.page] }),
            FilterForm.Facet(
                name: "history-lang", label: "Language", allLabel: "All languages", values: counted(facts.languages, facts) { [$0.item.language] }),
        ]
        children.append(FilterForm.node(facets, total: facts.timelines.count, names: names))
        if facts.timelines.isEmpty && facts.entries.isEmpty {
            children.append(.element("p", [.class("empty")], text: "No spec item in the walked history."))
        }
        for group in facts.groups {
            var nodes: [HTMLNode] = [
                .element(
                    "h3", [.id(group.headingID)],
                    [
                        .element("code", text: group.page.page), .text(" "),
                        .element("span", [.class("count")], text: Wording.plural(group.page.items.count, "item")),
                    ])
            ]
            if let files = group.page.files, !files.isEmpty { nodes.append(fileList(files)) }
            if !group.entries.isEmpty {
                nodes.append(.element("h4", text: "Findings at the tip"))
                nodes.append(
                    .element(
                        "ul", [.class("introductions")],
                        group.entries.map { IntroductionEntry.node($0, facts: facts, findingAnchor: findingAnchors[$0.finding.fingerprint]) }))
            }
            if !group.timelines.isEmpty {
                nodes.append(.element("h4", text: "Items"))
                nodes += group.timelines.map { TimelineCard.node($0, facts: facts, open: open) }
            }
            if group.leftOut > 0 {
                nodes.append(
                    .element(
                        "p", [.class("hint left-out")],
                        text: "\(Wording.plural(group.leftOut, "more item")) of this page \(group.leftOut == 1 ? "is" : "are") not shown here "
                            + "(the page's limit of \(HistoryFacts.timelineBudget) timelines)."))
            }
            children.append(
                .element(
                    "section",
                    [.class("history-page"), HTMLAttribute("data-page", group.page.page), HTMLAttribute("aria-labelledby", group.headingID)],
                    nodes))
        }
        children.append(.element("p", [.id("history-no-match"), .class("empty"), .flag("hidden")], text: "No item matches these filters."))
        return .element("section", [.id("history"), .class("report-section")], children)
    }

    /// The section's first sentence: the tip, where the walk started, and the counts.
    static func walkNote(_ facts: HistoryFacts) -> HTMLNode {
        var parts: [HTMLNode] = [.text("First-parent history of ")]
        if let tip = facts.document.walk?.tip {
            parts.append(.element("code", text: HistoryFacts.short(tip)))
            if let commit = facts.commits[tip] { parts += [.text(" (")] + CommitWording.dateAndSubject(commit) + [.text(")")] }
        } else {
            parts.append(.text("an unnamed tip"))
        }
        if let since = facts.document.walk?.since {
            parts += [.text(", after "), .element("code", text: HistoryFacts.short(since))]
        }
        let walked = facts.document.walk?.commitsWalked.map { Wording.plural($0, "commit") + " walked; " } ?? ""
        let events = facts.document.pages.reduce(0) { $0 + $1.items.reduce(0) { $0 + $1.events.count } }
        parts.append(
            .text(
                ": \(walked)\(Wording.plural(facts.pages.count, "page")), \(Wording.plural(facts.itemCount, "item")), "
                    + "\(Wording.plural(events, "item event")), \(Wording.plural(facts.entries.count, "finding")) at the tip."))
        return .element("p", [.class("hint")], parts)
    }

    /// What the page left out, and where the rest is.
    static func boundNote(_ facts: HistoryFacts) -> HTMLNode {
        var sentences: [String] = []
        if facts.omittedTimelines > 0 {
            sentences.append(
                "This page shows \(HistoryFacts.timelineBudget) of the \(facts.itemCount) items' timelines: those a finding at the tip is "
                    + "about, then those that changed, then the rest, in report order; \(facts.omittedTimelines) are left out.")
        }
        if facts.omittedEvents > 0 {
            let rule =
                facts.budgetReached
                ? "Each timeline shows its first and its latest event (the page shows \(HistoryFacts.eventBudget) event rows at most)"
                : "Each timeline shows its first event and its latest \(HistoryFacts.eventsPerTimeline - 1)"
            sentences.append("\(rule): \(Wording.plural(facts.omittedEvents, "event")) are left out here.")
        }
        return .element(
            "div", [.class("notice"), HTMLAttribute("role", "note")],
            [
                .element("h3", text: "Not all of the history is shown"),
                .element(
                    "p", [],
                    [
                        .text(sentences.joined(separator: " ") + " "), .element("code", text: "guidespec history --format json"), .text(" (or "),
                        .element("code", text: "--format text"), .text(") has every one."),
                    ]),
            ])
    }

    /// Each language's file of a page: its path, how many commits touched it, and whether it is still there.
    static func fileList(_ files: [HistoryReportDocument.File]) -> HTMLNode {
        .element(
            "ul", [.class("history-files")],
            files.map { file in
                var parts: [HTMLNode] = []
                if let language = file.language { parts += [.element("span", [.class("lang")], text: language), .text(" ")] }
                parts.append(.element("code", [.class("path")], text: file.path ?? "(no path)"))
                let changes = file.events?.count ?? 0
                parts.append(.text(" · " + Wording.plural(changes, "change") + (file.present == false ? " · deleted" : "")))
                return .element("li", [], parts)
            })
    }

    /// How many timelines have each of `values`.
    static func counted(_ values: [String], _ facts: HistoryFacts, _ key: (HistoryFacts.Timeline) -> [String]) -> [(value: String, count: Int)] {
        var counts: [String: Int] = [:]
        for timeline in facts.timelines { for value in key(timeline) { counts[value, default: 0] += 1 } }
        return values.map { ($0, counts[$0] ?? 0) }
    }
}
