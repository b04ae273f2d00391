/// Conformance runs side by side, implementations as columns: each run's identity and verdict, a compatibility table
/// of pass/fail/errored per page and area, and every case that did not pass somewhere with expected against actual,
/// its input and the guide lines that demand it.
enum ConformanceSection {
    /// The section.
    static func node(_ runs: [ConformRunDocument], sources: inout GuideSourceReader) -> HTMLNode {
        var children: [HTMLNode] = [
            .element("h2", text: "Conformance"),
            .element("div", [.class("runs")], runs.enumerated().map { runCard($0.element, column: $0.offset + 1) }),
            CompatibilityTable.node(runs),
        ]
        children.append(ConformCaseList.node(runs, sources: &sources))
        return .element("section", [.id("conformance"), .class("report-section")], children)
    }

    /// One run: who was checked, through which command, with which versions, and how it ended.
    static func runCard(_ run: ConformRunDocument, column: Int) -> HTMLNode {
        let counts = ConformCounts(run.cases)
        let exitCode = run.summary?.exitCode
        let verdict = exitCode.map { $0 == 0 ? "pass" : ($0 == 3 ? "errored" : "fail") } ?? counts.tone
        var facts: [(String, [HTMLNode])] = []
        if let language = run.header?.implementation?.language { facts.append(("language", [.text(language)])) }
        if let command = run.header?.adapterCommand, !command.isEmpty { facts.append(("adapter", Wording.joined(command, separator: " "))) }
        if !run.file.isEmpty { facts.append(("report", [.text(run.file)])) }
        if let header = run.header {
            let versions: [[HTMLNode]] = [
                header.toolVersion.map { [.text("guidespec "), .text($0)] }, header.specVersion.map { [.text("spec \($0)")] },
                header.protocolVersion.map { [.text("protocol \($0)")] },
            ].compactMap { $0 }
            if !versions.isEmpty { facts.append(("versions", Wording.joined(versions, separator: ", "))) }
            if let golden = header.goldenFiles, !golden.isEmpty { facts.append(("golden", Wording.joined(golden, separator: ", "))) }
        }
        if let exitCode { facts.append(("exit code", [.text(String(exitCode))])) }
        var children: [HTMLNode] = [
            .element("h3", [], [.element("span", [.class("column-no")], text: "#\(column)"), .text(" "), .text(run.title)]),
            .element("p", [.class("verdict \(verdict)")], [.element("strong", text: verdict), .text(": " + counts.sentence)]),
            .element("dl", [.class("facts")], facts.flatMap { [HTMLNode.element("dt", text: $0.0), .element("dd", [], $0.1)] }),
        ]
        if let abort = run.summary?.abort { children.append(.element("p", [.class("unreadable")], [.text("Run stopped: "), .text(abort)])) }
        let notes = run.summary?.notes ?? []
        if !notes.isEmpty { children.append(Wording.notice("Noticed beside the cases", notes.map { [.text($0)] })) }
        let problems = run.expectationProblems ?? []
        if !problems.isEmpty {
            children.append(
                Wording.notice(
                    "Expectations file problems",
                    problems.map { [.element("code", text: $0.id ?? "?"), .text(": "), .text($0.problem ?? "?")] }))
        }
        return .element("div", [.class("run-card")], children)
    }
}
