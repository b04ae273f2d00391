import GuideSpecDrift

/// Every drift rule as this build of guidespec describes it (the registry docs/drift-rules.md is written from, less the
/// page's notes on itself and on the corpus), with an anchor on each rule's row (`#rule-<id>`) that findings link to;
/// open when the report has findings, folded otherwise.
enum RulesSection {
    /// The section for `rules`, naming those `used` by the report's findings.
    static func node(_ rules: [DriftRuleDescription], used: [String]) -> HTMLNode {
        var blocks = DriftRulesDocument.introduction.map(paragraph)
        blocks += DriftRulesDocument.overview.flatMap(section)
        for scope in DriftScope.allCases {
            let scoped = rules.filter { $0.scope == scope }
            guard !scoped.isEmpty else { continue }
            blocks.append(.element("h3", [], nodes(scope.title)))
            blocks += scope.introduction.map(paragraph)
            blocks.append(table(scoped, label: scope.comparesLabel))
            for rule in scoped where !rule.details.isEmpty {
                blocks.append(.element("h4", [], [.element("code", text: rule.id)]))
                blocks += rule.details.map(paragraph)
            }
        }
        return .element(
            "section", [.id("rules"), .class("report-section")],
            [
                .element("h2", text: "Drift rules"),
                .element(
                    "p", [.class("hint")],
                    text: "The rules of this build of guidespec, as docs/drift-rules.md describes them. The rules of this report's findings: "
                        + (used.isEmpty ? "none." : used.joined(separator: ", ") + ".")),
                .element(
                    "details", [.class("rules-doc"), .flag("open", !used.isEmpty)],
                    [.element("summary", [], text: "Every rule, with what it compares and why it is not a false alarm")] + blocks),
            ])
    }

    /// A heading and its paragraphs.
    private static func section(_ section: DriftRulesDocument.Section) -> [HTMLNode] {
        [.element("h3", text: section.heading)] + section.paragraphs.map(paragraph)
    }

    /// One rule per row: its ID (the row's anchor), severity, what it compares or checks, and its example message.
    private static func table(_ rules: [DriftRuleDescription], label: String) -> HTMLNode {
        let header: HTMLNode = .element(
            "tr", [], ["rule", "severity", label, "example message"].map { .element("th", [HTMLAttribute("scope", "col")], text: $0) })
        let rows = rules.map { rule -> HTMLNode in
            .element(
                "tr", [.id(FragmentID.make("rule", rule.id))],
                [
                    .element("th", [HTMLAttribute("scope", "row")], [.element("code", text: rule.id)]),
                    .element("td", text: rule.severityText),
                    .element("td", [], nodes(rule.compares)),
                    .element("td", [], [.element("code", text: rule.example)]),
                ])
        }
        return .element(
            "div", [.class("scroll")], [.element("table", [.class("rules")], [.element("thead", [], [header]), .element("tbody", [], rows)])])
    }

    private static func paragraph(_ text: DriftRuleText) -> HTMLNode {
        .element("p", [], nodes(text))
    }

    /// Prose as text, code spans as `code` elements, links as their words (the report stands alone).
    static func nodes(_ text: DriftRuleText) -> [HTMLNode] {
        text.spans.map { span in
            switch span {
            case .text(let prose): .text(prose)
            case .code(let code): .element("code", text: code)
            case .link(let words, _): .text(words)
            }
        }
    }
}
