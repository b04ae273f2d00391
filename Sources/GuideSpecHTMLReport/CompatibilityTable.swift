/// Pass/fail/errored per page and area, one column per run, like a compatibility table.
enum CompatibilityTable {
    /// The page a case belongs to: its ID up to the first `/` (`ios-login`).
    static func page(of id: String) -> String {
        String(id.prefix { $0 != "/" })
    }

    /// The table.
    static func node(_ runs: [ConformRunDocument]) -> HTMLNode {
        let allCases = runs.flatMap(\.cases)
        let pages = Set(allCases.map { page(of: $0.id) }).sorted()
        let header: HTMLNode = .element(
            "tr", [],
            [.element("th", [HTMLAttribute("scope", "col")], text: "Page and area")]
                + runs.enumerated().map { index, run in
                    .element(
                        "th", [HTMLAttribute("scope", "col")],
                        [.element("span", [.class("column-no")], text: "#\(index + 1)"), .text(" "), .text(run.title)])
                })
        var rows: [HTMLNode] = []
        for page in pages {
            rows.append(
                .element(
                    "tr", [.class("group")],
                    [.element("th", [HTMLAttribute("scope", "rowgroup"), HTMLAttribute("colspan", String(runs.count + 1))], text: page)]))
            let areas = Set(allCases.filter { Self.page(of: $0.id) == page }.map { $0.area ?? "other" }).sorted()
            for area in areas {
                rows.append(
                    row(area, runs.map { run in run.cases.filter { Self.page(of: $0.id) == page && ($0.area ?? "other") == area } }))
            }
        }
        rows.append(row("All cases", runs.map(\.cases), total: true))
        return .element(
            "div", [.class("panel")],
            [
                .element("h3", text: "Compatibility"),
                .element(
                    "div", [.class("scroll")],
                    [.element("table", [.class("compat")], [.element("thead", [], [header]), .element("tbody", [], rows)])]),
            ])
    }

    /// One row: an area's cases in each run.
    static func row(_ label: String, _ casesByRun: [[ConformRunDocument.Case]], total: Bool = false) -> HTMLNode {
        .element(
            "tr", [total ? .class("total") : nil],
            [.element("th", [HTMLAttribute("scope", "row")], text: label)] + casesByRun.map { cell(ConformCounts($0)) })
    }

    /// `passed/total` with the failures, errors, known failures and skips that are not zero.
    static func cell(_ counts: ConformCounts) -> HTMLNode {
        guard counts.total > 0 else { return .element("td", [.class("compat-cell none")], text: "not run") }
        var details: [HTMLNode] = []
        for (count, name) in [(counts.failed, "failed"), (counts.errored, "errored"), (counts.known, "known"), (counts.skipped, "skipped")]
        where count > 0 {
            details.append(.element("span", [.class("mini \(name)")], text: "\(count) \(name)"))
        }
        let mark = counts.tone == "pass" ? "✓ " : (counts.tone == "partial" ? "◐ " : "✗ ")
        return .element(
            "td", [.class("compat-cell \(counts.tone)")],
            [.element("span", [.class("ratio")], text: "\(mark)\(counts.passed)/\(counts.total)")] + details)
    }
}
