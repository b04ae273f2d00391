/// Every case that failed or errored in at least one run: its status in each run, and for each run where it did not
/// pass, expected against actual (or the fault, the adapter's stderr, the known-failure reason); then its input, the
/// whole expected output and the guide lines that demand it, when the reports carry them.
enum ConformCaseList {
    /// The list, or a sentence saying every case passed.
    static func node(_ runs: [ConformRunDocument], sources: inout GuideSourceReader) -> HTMLNode {
        let problemIDs = Set(runs.flatMap { run in run.cases.filter { $0.status == "failed" || $0.status == "errored" }.map(\.id) }).sorted()
        var children: [HTMLNode] = [.element("h3", text: "Cases that did not pass")]
        guard !problemIDs.isEmpty else {
            children.append(.element("p", [.class("empty")], text: "Every case that ran passed or was skipped in every run."))
            return .element("div", [.class("panel")], children + skips(runs))
        }
        let byRun = runs.map { run in Dictionary(run.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        for id in problemIDs {
            let results = byRun.map { $0[id] }
            children.append(caseNode(id, results: results, runs: runs, sources: &sources))
        }
        return .element("div", [.class("panel")], children + skips(runs))
    }

    /// One case across the runs.
    static func caseNode(_ id: String, results: [ConformRunDocument.Case?], runs: [ConformRunDocument], sources: inout GuideSourceReader) -> HTMLNode
    {
        let chips = zip(runs.indices, results).map { index, result -> HTMLNode in
            let status = result.map(statusLabel) ?? "not run"
            return .element("span", [.class("chip \(FindingCard.cssName(status))")], [.text("#\(index + 1) "), .text(status)])
        }
        var body: [HTMLNode] = []
        for (index, result) in results.enumerated() {
            guard let result, result.status != "passed" else { continue }
            body.append(outcome(result, run: runs[index], column: index + 1))
        }
        let known = results.compactMap { $0 }
        for (title, value) in [("Input", known.lazy.compactMap(\.input).first), ("Expected output", known.lazy.compactMap(\.expected).first)] {
            guard let value else { continue }
            body.append(
                .element(
                    "div", [.class("case-input")], [.element("h4", text: title), .element("pre", [], [.element("code", text: value.description)])]))
        }
        if let caseSources = known.lazy.compactMap(\.sources).first(where: { !$0.isEmpty }) {
            let panels = caseSources.map { source -> HTMLNode in
                let file = source.file ?? ""
                let line = source.line ?? 0
                return SourcePanel.node(
                    language: source.language, file: file, line: line, endLine: line, note: source.item,
                    excerpt: sources.excerpt(file: file, line: line, endLine: line))
            }
            body.append(
                .element(
                    "div", [.class("case-sources")],
                    [.element("h4", text: "Where the guide demands it"), .element("div", [.class("locations")], panels)]))
        }
        return .element(
            "details", [.id(FragmentID.make("case", id)), .class("case")],
            [
                .element("summary", [], [.element("code", [.class("case-id")], text: id), .element("span", [.class("chips")], chips)]),
                .element("div", [.class("case-body")], body),
            ])
    }

    /// `failed`, `errored`, `skipped`, `passed`, or `known failure`.
    static func statusLabel(_ result: ConformRunDocument.Case) -> String {
        (result.status == "failed" || result.status == "errored") && result.expectedFailure != nil ? "known failure" : result.status
    }

    /// What one run said about the case.
    static func outcome(_ result: ConformRunDocument.Case, run: ConformRunDocument, column: Int) -> HTMLNode {
        var children: [HTMLNode] = [
            .element(
                "h4", [],
                [.element("span", [.class("column-no")], text: "#\(column)"), .text(" "), .text(run.title), .text(": "), .text(statusLabel(result))])
        ]
        if let reason = result.expectedFailure {
            children.append(.element("p", [.class("baseline accepted")], [.element("strong", text: "Known failure: "), .text(reason)]))
        }
        if let differences = result.differences, !differences.isEmpty { children.append(differenceTable(differences)) }
        if let fault = result.fault {
            children.append(
                .element("p", [.class("fault")], [.element("strong", [], [.text(fault.kind ?? "fault"), .text(": ")]), .text(fault.message ?? "")]))
        }
        if let reason = result.skipReason { children.append(.element("p", [], [.text("Skipped: "), .text(reason)])) }
        if let stderr = result.stderr, let text = stderr.text, !text.isEmpty {
            let dropped = stderr.droppedBytes ?? 0
            children.append(
                .element(
                    "details", [.class("stderr")],
                    [
                        .element(
                            "summary", [], text: "The adapter's stderr" + (dropped > 0 ? " (last part; \(dropped) bytes before it dropped)" : "")),
                        .element("pre", [], [.element("code", text: text)]),
                    ]))
        }
        return .element("div", [.class("outcome")], children)
    }

    /// Expected against actual, one row per difference; a line not in `path: expected X, got Y` form spans the row.
    static func differenceTable(_ differences: [String]) -> HTMLNode {
        let header: HTMLNode = .element(
            "tr", [], ["Where", "Expected", "Actual"].map { .element("th", [HTMLAttribute("scope", "col")], text: $0) })
        let rows = differences.map { line -> HTMLNode in
            guard let difference = DifferenceLine(line) else {
                return .element("tr", [], [.element("td", [HTMLAttribute("colspan", "3")], [.element("code", text: line)])])
            }
            return .element(
                "tr", [],
                [
                    .element("td", [], [.element("code", text: difference.path)]),
                    .element("td", [.class("expected")], [.element("code", text: difference.expected)]),
                    .element("td", [.class("actual")], [.element("code", text: difference.actual)]),
                ])
        }
        return .element(
            "div", [.class("scroll")], [.element("table", [.class("diff")], [.element("thead", [], [header]), .element("tbody", [], rows)])])
    }

    /// Each run's skipped cases counted by reason.
    static func skips(_ runs: [ConformRunDocument]) -> [HTMLNode] {
        runs.enumerated().compactMap { index, run -> HTMLNode? in
            var reasons: [String: Int] = [:]
            for item in run.cases where item.status == "skipped" { reasons[item.skipReason ?? "no reason given", default: 0] += 1 }
            guard !reasons.isEmpty else { return nil }
            return .element(
                "div", [.class("skips")],
                [
                    .element(
                        "h4", [],
                        [.element("span", [.class("column-no")], text: "#\(index + 1)"), .text(" "), .text(run.title), .text(": skipped cases")]),
                    .element("ul", [], reasons.sorted { $0.key < $1.key }.map { .element("li", [], [.text("\($0.value) × "), .text($0.key)]) }),
                ])
        }
    }
}
