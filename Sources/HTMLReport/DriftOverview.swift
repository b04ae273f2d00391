import Drift

/// The drift overview: the verdict and counts, what could not be read, stale baseline entries, findings by rule and
/// severity, and the pages × languages matrix.
enum DriftOverview {
    /// The section; `unreadable` lists guide files whose lines could not be quoted.
    static func node(_ facts: DriftFacts, unreadable: [(file: String, problem: String)]) -> HTMLNode {
        let summary = facts.document.summary
        let fails = summary.verdict == "fail"
        let verdict: HTMLNode = .element(
            "p", [.class(fails ? "verdict fail" : "verdict pass")],
            [
                .element("strong", text: fails ? "Drift: fail." : "Drift: pass."),
                .text(
                    fails
                        ? " \(plural(summary.new, "new finding")) and \(plural(summary.staleBaselineEntries, "stale baseline entry", "stale baseline entries")) fail the run."
                        : " Every finding is accepted by the baseline and no baseline entry is stale."),
            ])
        let tiles: [(String, Int, String)] = [
            ("findings", summary.findings, "Findings"), ("new", summary.new, "New"), ("accepted", summary.baselined, "Accepted by the baseline"),
            ("stale", summary.staleBaselineEntries, "Stale baseline entries"), ("pages", facts.pages.count, "Pages"),
            ("languages", facts.languages.count, "Languages"),
        ]
        var children: [HTMLNode] = [
            .element("h2", text: "Drift overview"), verdict,
            .element(
                "dl", [.class("tiles")],
                tiles.map { tile in
                    .element("div", [.class("tile tile-\(tile.0)")], [.element("dt", text: tile.2), .element("dd", text: String(tile.1))])
                }),
        ]
        children += problems(facts, unreadable: unreadable)
        children.append(byRule(facts))
        children.append(LanguageMatrix.node(facts))
        return .element("section", [.id("overview"), .class("report-section")], children)
    }

    /// Guide files that could not be read (by the drift run, or for this report) and stale baseline entries.
    static func problems(_ facts: DriftFacts, unreadable: [(file: String, problem: String)]) -> [HTMLNode] {
        var nodes: [HTMLNode] = []
        let notCompared = (facts.document.inputs ?? []).compactMap { input in input.problem.map { (input.file, $0) } }
        if !notCompared.isEmpty {
            nodes.append(
                notice(
                    "Guide files the drift run could not read (their findings are missing from this report)",
                    notCompared.map { [.element("code", text: $0.0), .text(": \($0.1)")] }))
        }
        if !unreadable.isEmpty {
            nodes.append(
                notice(
                    "Guide files whose lines this report could not quote",
                    unreadable.map { [.element("code", text: $0.file), .text(": \($0.problem)")] }))
        }
        let stale = facts.document.staleBaselineEntries
        if !stale.isEmpty {
            nodes.append(
                notice(
                    "Stale baseline entries: they match no finding and fail the run",
                    stale.map { entry in
                        [
                            .element("code", text: entry.rule), .text(" "), .element("code", text: entry.subject),
                            .text(" (page \(entry.page), fingerprint \(entry.fingerprint)): \(entry.reason)"),
                        ]
                    }))
        }
        return nodes
    }

    /// A titled list of problems.
    static func notice(_ title: String, _ items: [[HTMLNode]]) -> HTMLNode {
        .element("div", [.class("notice"), HTMLAttribute("role", "note")], [.element("h3", text: title), .element("ul", [], items.map { .element("li", [], $0) })])
    }

    /// Findings by rule: one row per rule, one column per severity, then new, accepted and the total.
    static func byRule(_ facts: DriftFacts) -> HTMLNode {
        let header: HTMLNode = .element(
            "tr", [],
            [.element("th", [HTMLAttribute("scope", "col")], text: "Rule")]
                + (facts.severities + ["new", "accepted", "total"]).map { .element("th", [HTMLAttribute("scope", "col"), .class("num")], text: $0) })
        var rows: [HTMLNode] = facts.rules.map { rule in
            let items = facts.items(ofRule: rule).map(\.finding)
            return row([FilterLink.node([("rule", rule)], [.element("code", text: rule)])], counts: counts(items, facts))
        }
        rows.append(row([.text("All rules")], counts: counts(facts.items.map(\.finding), facts), total: true))
        return .element(
            "div", [.class("panel")],
            [
                .element("h3", text: "Findings by rule and severity"),
                .element("div", [.class("scroll")], [.element("table", [.class("counts")], [.element("thead", [], [header]), .element("tbody", [], rows)])]),
            ])
    }

    private static func counts(_ findings: [DriftReportDocument.Finding], _ facts: DriftFacts) -> [Int] {
        facts.severities.map { severity in findings.count { $0.severity == severity } }
            + [findings.count { !$0.baselined }, findings.count(where: \.baselined), findings.count]
    }

    private static func row(_ label: [HTMLNode], counts: [Int], total: Bool = false) -> HTMLNode {
        .element(
            "tr", [total ? .class("total") : nil],
            [.element("th", [HTMLAttribute("scope", "row")], label)]
                + counts.map { .element("td", [.class($0 == 0 ? "num zero" : "num")], text: String($0)) })
    }

    /// `n thing` or `n things`.
    static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : pluralForm ?? singular + "s")"
    }
}
