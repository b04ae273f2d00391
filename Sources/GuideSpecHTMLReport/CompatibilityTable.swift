/// Pass/fail/errored per page and area, one column per run, like a compatibility table.
enum CompatibilityTable {
    /// The page a case belongs to: its ID up to the first `/` (`ios-login`).
    static func page(of id: String) -> String {
        String(id.prefix { $0 != "/" })
    }

    /// The table.
    static func node(_ runs: [ConformRunDocument]) -> HTMLNode {
        // Each run's cases by page and area, so that a row takes its cells without going through every case again.
        let byRow = runs.map { run in Dictionary(grouping: run.cases) { RowKey(page: page(of: $0.id), area: $0.area ?? "other") } }
        let areasByPage = Dictionary(grouping: Set(byRow.flatMap(\.keys)), by: \.page)
        let header: HTMLNode = .element(
            "tr", [],
            [.element("th", [HTMLAttribute("scope", "col")], text: "Page and area")]
                + runs.enumerated().map { index, run in
                    .element(
                        "th", [HTMLAttribute("scope", "col")],
                        [.element("span", [.class("column-no")], text: "#\(index + 1)"), .text(" "), .text(run.title)])
                })
        var rows: [HTMLNode] = []
        for (page, keys) in areasByPage.sorted(by: { $0.key < $1.key }) {
            rows.append(
                .element(
                    "tr", [.class("group")],
                    [.element("th", [HTMLAttribute("scope", "rowgroup"), HTMLAttribute("colspan", String(runs.count + 1))], text: page)]))
            for key in keys.sorted(by: { $0.area < $1.area }) {
                rows.append(row(key.area, byRow.map { $0[key] ?? [] }))
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

    /// A row of the table: one area of one page.
    private struct RowKey: Hashable {
        var page: String
        var area: String
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
