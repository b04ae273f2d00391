/// The whole page: head (style sheet, a content policy that forbids every fetch), a header with the verdicts and
/// the section links, the sections the input has, and the script at the end.
enum ReportPage {
    /// The page for `input`.
    static func node(_ input: ReportInput, catalog: DriftRuleCatalog, sources: inout GuideSourceReader) -> HTMLNode {
        var sections: [HTMLNode] = []
        var links: [(String, String)] = []
        var lede: [String] = []
        var title: [String] = []
        if let drift = input.drift {
            let facts = DriftFacts(drift)
            // The findings are built first: quoting their lines tells the overview which files could not be read.
            let findings = FindingsSection.node(facts, catalog: catalog, sources: &sources)
            sections.append(DriftOverview.node(facts, unreadable: sources.unreadableFiles))
            sections.append(findings)
            links += [("overview", "Drift overview"), ("matrix", "Pages × languages"), ("findings", "Findings (\(facts.items.count))")]
            let summary = drift.summary
            lede.append(
                "\(ReportText.plural(summary.findings, "drift finding")) in \(ReportText.plural(facts.pages.count, "page")) "
                    + "and \(ReportText.plural(facts.languages.count, "language")): \(summary.new) new, "
                    + "\(summary.baselined) accepted by the baseline, "
                    + "\(ReportText.plural(summary.staleBaselineEntries, "stale baseline entry", "stale baseline entries")).")
            title.append(ReportText.plural(summary.findings, "drift finding"))
            let conformance = input.conformRuns.isEmpty ? [] : [ConformanceSection.node(input.conformRuns, sources: &sources)]
            sections += conformance
            if !conformance.isEmpty { links.append(("conformance", "Conformance")) }
            sections.append(RulesSection.node(catalog, used: facts.rules))
            links.append(("rules", "Drift rules"))
        } else if !input.conformRuns.isEmpty {
            sections.append(ConformanceSection.node(input.conformRuns, sources: &sources))
            links.append(("conformance", "Conformance"))
        }
        if !input.conformRuns.isEmpty {
            let runs = input.conformRuns.map { "\($0.title) (\(ConformCounts($0.cases).sentence))" }
            lede.append("\(ReportText.plural(input.conformRuns.count, "conformance run")): \(runs.joined(separator: "; ")).")
            title.append(ReportText.plural(input.conformRuns.count, "conformance run"))
        }
        let header: HTMLNode = .element(
            "header", [.class("page-header")],
            [
                .element(
                    "div", [.class("wrap")],
                    [
                        .element("p", [.class("brand")], text: "GuideSpec"),
                        .element("h1", text: "Guide report"),
                    ] + lede.map { .element("p", [.class("lede")], text: $0) } + [
                        .element(
                            "nav", [HTMLAttribute("aria-label", "Sections")],
                            [.element("ul", [], links.map { .element("li", [], [.element("a", [HTMLAttribute("href", "#" + $0.0)], text: $0.1)]) })])
                    ])
            ])
        let body: [HTMLNode] = [
            .element("a", [.class("skip-link"), HTMLAttribute("href", "#main")], text: "Skip to the report"),
            header,
            .element(
                "main", [.id("main"), .class("wrap"), HTMLAttribute("tabindex", "-1")],
                sections.isEmpty ? [.element("p", [.class("empty")], text: "Nothing to report.")] : sections),
            .element(
                "footer", [.class("wrap page-footer")],
                text: "Made by guidespec report from the reports named on its command line. "
                    + "One file: no network, readable without JavaScript, printable."),
            .element("script", [], [.code(ReportScript.source)]),
        ]
        return .element(
            "html", [HTMLAttribute("lang", "en")],
            [
                .element(
                    "head", [],
                    [
                        .element("meta", [HTMLAttribute("charset", "utf-8")]),
                        .element("meta", [HTMLAttribute("name", "viewport"), HTMLAttribute("content", "width=device-width, initial-scale=1")]),
                        .element(
                            "meta",
                            [
                                HTMLAttribute("http-equiv", "Content-Security-Policy"),
                                HTMLAttribute("content", "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"),
                            ]),
                        .element("title", text: "GuideSpec report" + (title.isEmpty ? "" : ": " + title.joined(separator: ", "))),
                        .element("style", [], [.code(ReportStyle.source)]),
                    ]),
                .element("body", [], body),
            ])
    }
}
