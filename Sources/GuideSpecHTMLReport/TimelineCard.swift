/// One item's timeline: a summary line (language, kind, name, key, when it appeared, changed and disappeared) that
/// opens onto every shown event, oldest first, with its commit, the facet's old and new value, and where the item stood.
enum TimelineCard {
    /// The card; open from the start when `open`.
    static func node(_ timeline: HistoryFacts.Timeline, facts: HistoryFacts, open: Bool) -> HTMLNode {
        let item = timeline.item
        let summary: HTMLNode = .element(
            "summary", [],
            [
                .element("span", [.class("lang")], text: item.language),
                .element(
                    "span", [.class("headline")],
                    [
                        .element("span", [.class("message")], [.element("code", text: item.name ?? item.key)]),
                        .element(
                            "span", [.class("meta")],
                            [.element("span", [.class("item-kind")], text: item.kind ?? "item"), .text(" · "), .element("code", text: item.key)]),
                    ]),
                .element("span", [.class("span")], span(item.events, facts: facts)),
            ])
        var rows: [HTMLNode] = []
        for (index, event) in timeline.shown.enumerated() {
            rows.append(row(event, facts: facts))
            if index == 0 && timeline.omitted > 0 {
                rows.append(.element("li", [.class("ev omitted")], text: "… \(Wording.plural(timeline.omitted, "event")) left out …"))
            }
        }
        return .element(
            "details",
            [
                .id(timeline.anchor), .class("timeline"), HTMLAttribute("data-page", timeline.page), HTMLAttribute("data-lang", item.language),
                .flag("open", open),
            ],
            [
                summary,
                .element(
                    "div", [.class("timeline-body")],
                    [
                        .element("ol", [.class("events")], rows),
                        .element(
                            "p", [.class("permalink")],
                            [.element("a", [HTMLAttribute("href", "#" + timeline.anchor)], text: "Link to this timeline")]),
                    ]),
            ])
    }

    /// `appeared 2018-01-09 · 3 changes · disappeared 2024-01-05`, over every event (shown or not); each date (or commit id)
    /// from the report is a node of its own.
    static func span(_ events: [HistoryReportDocument.ItemEvent], facts: HistoryFacts) -> [HTMLNode] {
        func date(_ event: HistoryReportDocument.ItemEvent) -> HTMLNode {
            .text(facts.commits[event.commit]?.date.map { String($0.prefix(10)) } ?? HistoryFacts.short(event.commit))
        }
        var parts: [[HTMLNode]] = []
        if let first = events.first, first.kind == "appeared" { parts.append([.text("appeared "), date(first)]) }
        let changes = events.count { $0.kind == "changed" }
        if changes > 0 { parts.append([.text(Wording.plural(changes, "change"))]) }
        let reappeared = events.dropFirst().count { $0.kind == "appeared" }
        if reappeared > 0 { parts.append([.text("reappeared \(reappeared == 1 ? "once" : "\(reappeared)×")")]) }
        if let last = events.last, last.kind == "disappeared" { parts.append([.text("disappeared "), date(last)]) }
        return Wording.joined(parts, separator: " · ")
    }

    /// One event: kind (and facet `old → new`), date, commit, subject, and where the item stood and how it read; kept
    /// terse, since a whole history has thousands of rows.
    static func row(_ event: HistoryReportDocument.ItemEvent, facts: HistoryFacts) -> HTMLNode {
        var parts: [HTMLNode] = [.element("strong", text: event.kind)]
        if event.kind == "changed" {
            parts += [
                .text(" "), .element("code", text: event.facet ?? "?"), .text(": "), .element("del", text: event.old ?? "(none)"), .text(" → "),
                .element("ins", text: event.new ?? "(none)"),
            ]
        }
        parts += [.text(" "), .element("span", [.class("when")], CommitWording.nodes(event.commit, in: facts))]
        var place: [HTMLNode] = []
        if let file = event.file { place += [.text(file)] + (event.line.map { [.text(":\($0)")] } ?? []) }
        if let summary = event.summary, !summary.isEmpty { place += [.text(place.isEmpty ? "" : " · "), .element("code", text: summary)] }
        if !place.isEmpty { parts += [.text(" "), .element("span", [.class("at")], place)] }
        return .element("li", [.class("ev \(FindingCard.cssName(event.kind))")], parts)
    }
}
