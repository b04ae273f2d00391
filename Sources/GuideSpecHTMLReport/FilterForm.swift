/// The findings' filters: page, language, rule, severity and baseline status as selects, and a search box. Hidden
/// until the script shows it (without JavaScript every finding is listed and the form would do nothing).
enum FilterForm {
    /// One select: its name (also the URL query key the script reads), label, and values with their counts.
    struct Facet {
        var name: String
        var label: String
        var allLabel: String
        var values: [(value: String, count: Int)]
    }

    /// The facets of `facts`, in the order the form shows them.
    static func facets(_ facts: DriftFacts) -> [Facet] {
        func counted(_ values: [String], _ key: (DriftFacts.Item) -> [String]) -> [(value: String, count: Int)] {
            var counts: [String: Int] = [:]
            for item in facts.items { for value in Set(key(item)) { counts[value, default: 0] += 1 } }
            return values.map { ($0, counts[$0] ?? 0) }
        }
        return [
            Facet(name: "page", label: "Page", allLabel: "All pages", values: counted(facts.pages) { [$0.finding.page] }),
            Facet(name: "lang", label: "Language", allLabel: "All languages", values: counted(facts.languages) { $0.languages }),
            Facet(name: "rule", label: "Rule", allLabel: "All rules", values: counted(facts.rules) { [$0.finding.rule] }),
            Facet(name: "severity", label: "Severity", allLabel: "All severities", values: counted(facts.severities) { [$0.finding.severity] }),
            Facet(
                name: "status", label: "Baseline", allLabel: "All",
                values: counted(["new", "accepted"]) { [FindingCard.status($0.finding)] }),
        ]
    }

    /// The form.
    static func node(_ facts: DriftFacts) -> HTMLNode {
        var fields: [HTMLNode] = facets(facts).map { facet in
            let id = "filter-\(facet.name)"
            let options: [HTMLNode] =
                [.element("option", [HTMLAttribute("value", "")], text: "\(facet.allLabel) (\(facts.items.count))")]
                + facet.values.filter { $0.count > 0 }.map { value in
                    .element("option", [HTMLAttribute("value", value.value)], text: "\(value.value) (\(value.count))")
                }
            return .element(
                "div", [.class("field")],
                [
                    .element("label", [HTMLAttribute("for", id)], text: facet.label),
                    .element("select", [.id(id), HTMLAttribute("name", facet.name)], options),
                ])
        }
        fields.append(
            .element(
                "div", [.class("field search")],
                [
                    .element("label", [HTMLAttribute("for", "filter-q")], text: "Search"),
                    .element(
                        "input",
                        [
                            .id("filter-q"), HTMLAttribute("name", "q"), HTMLAttribute("type", "search"), HTMLAttribute("autocomplete", "off"),
                            HTMLAttribute("placeholder", "message, item, file, reason…"),
                        ]),
                ]))
        return .element(
            "form", [.id("filters"), .class("filters"), HTMLAttribute("aria-label", "Filter findings"), .flag("hidden")],
            [
                .element("div", [.class("fields")], fields),
                .element(
                    "div", [.class("filter-line")],
                    [
                        .element(
                            "p",
                            [.id("findings-shown"), .class("filter-status"), HTMLAttribute("role", "status"), HTMLAttribute("aria-live", "polite")],
                            text: "\(facts.items.count) findings"),
                        button("filter-clear", "Clear filters"), button("expand-all", "Expand all"), button("collapse-all", "Collapse all"),
                    ]),
            ])
    }

    /// A button the script gives its action.
    static func button(_ id: String, _ label: String) -> HTMLNode {
        .element("button", [HTMLAttribute("type", "button"), .id(id)], text: label)
    }
}
