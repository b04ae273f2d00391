/// A section's filters: selects (the findings': page, language, rule, severity and baseline status; the history's: page
/// and language) and a search box. Hidden until the script shows it (without JavaScript everything is listed and the
/// form would do nothing).
enum FilterForm {
    /// What differs between the sections' forms: element IDs, the search box's URL key, and the wording.
    struct Names {
        /// The form's ID, which the script looks for.
        var form: String
        var label: String
        /// The search box's name, the URL query key the script reads.
        var search: String
        var placeholder: String
        /// The status line's ID and its text before the script runs.
        var status: String
        var noun: String
        /// The Clear, Expand all and Collapse all buttons' IDs.
        var clear: String
        var expand: String
        var collapse: String

        /// The findings' form: IDs `filters`, `filter-<facet>`, `filter-q`, `findings-shown`.
        static let findings = Names(
            form: "filters", label: "Filter findings", search: "q", placeholder: "message, item, file, reason…", status: "findings-shown",
            noun: "finding", clear: "filter-clear", expand: "expand-all", collapse: "collapse-all")
    }

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

    /// The findings' form.
    static func node(_ facts: DriftFacts) -> HTMLNode {
        node(facets(facts), total: facts.items.count, names: .findings)
    }

    /// A form with `facets` over `total` things; each select's ID is `filter-<name>`.
    static func node(_ facets: [Facet], total: Int, names: Names) -> HTMLNode {
        var fields: [HTMLNode] = facets.map { facet in
            let id = "filter-\(facet.name)"
            let options: [HTMLNode] =
                [.element("option", [HTMLAttribute("value", "")], text: "\(facet.allLabel) (\(total))")]
                + facet.values.filter { $0.count > 0 }.map { value in
                    .element("option", [HTMLAttribute("value", value.value)], [.text(value.value), .text(" (\(value.count))")])
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
                    .element("label", [HTMLAttribute("for", "filter-" + names.search)], text: "Search"),
                    .element(
                        "input",
                        [
                            .id("filter-" + names.search), HTMLAttribute("name", names.search), HTMLAttribute("type", "search"),
                            HTMLAttribute("autocomplete", "off"), HTMLAttribute("placeholder", names.placeholder),
                        ]),
                ]))
        return .element(
            "form", [.id(names.form), .class("filters"), HTMLAttribute("aria-label", names.label), .flag("hidden")],
            [
                .element("div", [.class("fields")], fields),
                .element(
                    "div", [.class("filter-line")],
                    [
                        .element(
                            "p",
                            [.id(names.status), .class("filter-status"), HTMLAttribute("role", "status"), HTMLAttribute("aria-live", "polite")],
                            text: "\(total) \(names.noun)s"),
                        button(names.clear, "Clear filters"), button(names.expand, "Expand all"), button(names.collapse, "Collapse all"),
                    ]),
            ])
    }

    /// A button the script gives its action.
    static func button(_ id: String, _ label: String) -> HTMLNode {
        .element("button", [HTMLAttribute("type", "button"), .id(id)], text: label)
    }
}
