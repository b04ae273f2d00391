import GuideSpecDrift

/// Every finding, grouped by rule in report order, under the filters.
enum FindingsSection {
    /// Findings start open when there are at most this many; a long report starts folded, one line per finding.
    static let openLimit = 25

    /// The section; with `history`, each card says the commit that introduced its finding.
    static func node(_ facts: DriftFacts, history: HistoryFacts?, rules: [DriftRuleDescription], sources: inout GuideSourceReader) -> HTMLNode {
        let open = facts.items.count <= openLimit
        var groups: [HTMLNode] = []
        for rule in facts.rules {
            let items = facts.items(ofRule: rule)
            let headingID = FragmentID.make("group", rule)
            var cards: [HTMLNode] = []
            for item in items { cards.append(FindingCard.node(item, open: open, history: history, rules: rules, sources: &sources)) }
            let heading: HTMLNode = .element(
                "h3", [.id(headingID)],
                [
                    .element("code", text: rule), .text(" "),
                    .element("span", [.class("count")], text: Wording.plural(items.count, "finding")),
                ])
            groups.append(
                .element(
                    "section", [.class("rule-group"), HTMLAttribute("data-rule", rule), HTMLAttribute("aria-labelledby", headingID)],
                    [heading] + cards))
        }
        var children: [HTMLNode] = [.element("h2", text: "Findings"), FilterForm.node(facts)]
        if facts.items.isEmpty {
            children.append(.element("p", [.class("empty")], text: "No drift: the guide files agree."))
        }
        children += groups
        children.append(.element("p", [.id("no-match"), .class("empty"), .flag("hidden")], text: "No finding matches these filters."))
        return .element("section", [.id("findings"), .class("report-section")], children)
    }
}
