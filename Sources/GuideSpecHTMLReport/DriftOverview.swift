import GuideSpecDrift

/// The drift overview: the verdict and counts, what could not be read, stale baseline entries, findings by rule and
/// severity, and the pages × languages matrix.
enum DriftOverview {
    /// The section; `unreadable` lists guide files whose lines could not be quoted.
    static func node(_ facts: DriftFacts, unreadable: [(file: String, problem: String)]) -> HTMLNode {
        let summary = facts.document.summary
        let fails = summary.verdict == "fail"
        let stale = Wording.plural(summary.staleBaselineEntries, "stale baseline entry", "stale baseline entries")
        let verdict: HTMLNode = .element(
            "p", [.class(fails ? "verdict fail" : "verdict pass")],
            [
                .element("strong", text: fails ? "Drift: fail." : "Drift: pass."),
                .text(fails ? " \(Wording.plural(summary.new, "new finding")) and \(stale) fail the run." : " " + Messages.passed),
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
                Wording.notice(
                    "Guide files the drift run could not read (their findings are missing from this report)",
                    notCompared.map { [.element("code", text: $0.0), .text(": "), .text($0.1)] }))
        }
        if !unreadable.isEmpty {
            nodes.append(
                Wording.notice(
                    "Guide files whose lines this report could not quote",
                    unreadable.map { [.element("code", text: $0.file), .text(": "), .text($0.problem)] },
                    hint: "Paths are read relative to the folder the report was written in: "
                        + "write it from the folder the drift run was made in, with the guide files as they were."))
        }
        let stale = facts.document.staleBaselineEntries
        if !stale.isEmpty {
            nodes.append(
                Wording.notice(
                    "Stale baseline entries: they match no finding and fail the run",
                    stale.map { entry in
                        [
                            .element("code", text: entry.rule), .text(" "), .element("code", text: entry.subject),
                            .text(" (page "), .text(entry.page), .text(", fingerprint "), .text(entry.fingerprint), .text("): "), .text(entry.reason),
                        ]
                    }))
        }
        return nodes
    }

    /// Findings by rule: one row per rule, one column per severity, then new, accepted, the total, and a bar of new
    /// and accepted findings against the largest rule.
    static func byRule(_ facts: DriftFacts) -> HTMLNode {
        let header: HTMLNode = .element(
            "tr", [],
            [.element("th", [HTMLAttribute("scope", "col")], text: "Rule")]
                + (facts.severities + ["new", "accepted", "total"]).map { .element("th", [HTMLAttribute("scope", "col"), .class("num")], text: $0) }
                + [.element("th", [HTMLAttribute("scope", "col"), .class("share")], [.element("span", [.class("visually-hidden")], text: "share")])])
        let largest = facts.rules.map { facts.items(ofRule: $0).count }.max() ?? 0
        var rows: [HTMLNode] = facts.rules.map { rule in
            let items = facts.items(ofRule: rule).map(\.finding)
            return row(
                [FilterLink.node([("rule", rule)], [.element("code", text: rule)])], counts: counts(items, facts),
                share: bar(new: items.count { !$0.baselined }, accepted: items.count(where: \.baselined), largest: largest))
        }
        rows.append(row([.text("All rules")], counts: counts(facts.items.map(\.finding), facts), share: [], total: true))
        return .element(
            "div", [.class("panel")],
            [
                .element("h3", text: "Findings by rule and severity"),
                .element(
                    "div", [.class("scroll")],
                    [.element("table", [.class("counts")], [.element("thead", [], [header]), .element("tbody", [], rows)])]),
            ])
    }

    private static func counts(_ findings: [DriftReportDocument.Finding], _ facts: DriftFacts) -> [Int] {
        facts.severities.map { severity in findings.count { $0.severity == severity } }
            + [findings.count { !$0.baselined }, findings.count(where: \.baselined), findings.count]
    }

    private static func row(_ label: [HTMLNode], counts: [Int], share: [HTMLNode], total: Bool = false) -> HTMLNode {
        .element(
            "tr", [total ? .class("total") : nil],
            [.element("th", [HTMLAttribute("scope", "row")], label)]
                + counts.map { .element("td", [.class($0 == 0 ? "num zero" : "num")], text: String($0)) }
                + [.element("td", [.class("share"), HTMLAttribute("aria-hidden", "true")], share)])
    }

    /// Two segments, new and accepted, as parts of the largest rule's count (the numbers beside them say it in words).
    static func bar(new: Int, accepted: Int, largest: Int) -> [HTMLNode] {
        func width(_ count: Int) -> String {
            let permille = largest == 0 ? 0 : count * 1000 / largest
            return "width: \(permille / 10).\(permille % 10)%"
        }
        return [
            .element(
                "span", [.class("bar")],
                [
                    .element("span", [.class("bar-new"), HTMLAttribute("style", width(new))]),
                    .element("span", [.class("bar-accepted"), HTMLAttribute("style", width(accepted))]),
                ])
        ]
    }

    enum Messages {
        static let passed = "Every finding is accepted by the baseline and no baseline entry is stale."
    }
}
