import GuideSpecDisplayText
import GuideSpecDrift

/// The whole page: head (style sheet, a content policy that forbids every fetch), a header with the verdicts and
/// the section links, the sections the input has (drift overview, findings, conformance, history, rules), and the script.
enum ReportPage {
    /// The sections of a page and what the header says about them.
    struct Contents {
        var sections: [HTMLNode] = []
        /// Section ID and link text, in page order.
        var links: [(id: String, label: String)] = []
        /// One sentence per kind of input, under the title; what the inputs name (an implementation) is a node of its own.
        var lede: [[HTMLNode]] = []
        /// What the document title names, such as `11 drift findings`.
        var title: [String] = []
    }

    /// The page for `input`.
    static func node(_ input: ReportInput, rules: [DriftRuleDescription], sources: inout GuideSourceReader) -> HTMLNode {
        var contents = Contents()
        let facts = input.drift.map(DriftFacts.init)
        let history = input.history.map(HistoryFacts.init)
        if let facts {
            // The findings are built first: quoting their lines tells the overview which files could not be read.
            let findings = FindingsSection.node(facts, history: history, rules: rules, sources: &sources)
            contents.sections += [DriftOverview.node(facts, unreadable: sources.unreadableFiles), findings]
            contents.links += [("overview", "Drift overview"), ("matrix", "Pages × languages"), ("findings", "Findings (\(facts.items.count))")]
            let summary = facts.document.summary
            contents.lede.append([
                .text(
                    "\(Wording.plural(summary.findings, "drift finding")) in \(Wording.plural(facts.pages.count, "page")) "
                        + "and \(Wording.plural(facts.languages.count, "language")): \(summary.new) new, "
                        + "\(summary.baselined) accepted by the baseline, "
                        + "\(Wording.plural(summary.staleBaselineEntries, "stale baseline entry", "stale baseline entries")).")
            ])
            contents.title.append(Wording.plural(summary.findings, "drift finding"))
        }
        if !input.conformRuns.isEmpty {
            contents.sections.append(ConformanceSection.node(input.conformRuns, sources: &sources))
            contents.links.append(("conformance", "Conformance"))
            var sentence: [HTMLNode] = [.text("\(Wording.plural(input.conformRuns.count, "conformance run")): ")]
            for (index, run) in input.conformRuns.enumerated() {
                sentence += [.text(run.title), .text(" (\(ConformCounts(run.cases).sentence))" + (index + 1 < input.conformRuns.count ? "; " : "."))]
            }
            contents.lede.append(sentence)
            contents.title.append(Wording.plural(input.conformRuns.count, "conformance run"))
        }
        if let history {
            let anchors = Dictionary((facts?.items ?? []).map { ($0.finding.fingerprint, $0.anchor) }, uniquingKeysWith: { first, _ in first })
            contents.sections.append(HistorySection.node(history, findingAnchors: anchors))
            contents.links.append(("history", "History (\(history.itemCount))"))
            let dated = history.entries.count { $0.finding.introduced != nil }
            contents.lede.append([
                .text(
                    "History of \(Wording.plural(history.pages.count, "page")): \(Wording.plural(history.itemCount, "item")) followed "
                        + "through \(Wording.plural(history.commits.count, "commit")), \(dated) of "
                        + "\(Wording.plural(history.entries.count, "finding")) at its tip dated."
                )
            ])
            contents.title.append("history" + (history.document.walk?.tip.map { " of " + DisplayText.isolated(HistoryFacts.short($0)) } ?? ""))
        }
        if let facts {
            contents.sections.append(RulesSection.node(rules, used: facts.rules))
            contents.links.append(("rules", "Drift rules"))
        }
        return .element("html", [HTMLAttribute("lang", "en")], [head(title: contents.title), body(contents)])
    }

    /// Character set, viewport, the content policy, the title and the style sheet.
    static func head(title: [String]) -> HTMLNode {
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
            ])
    }

    /// The skip link, the header, the sections, the footer and the script.
    static func body(_ contents: Contents) -> HTMLNode {
        let links = contents.links.map { link in HTMLNode.element("li", [], [.element("a", [HTMLAttribute("href", "#" + link.id)], text: link.label)])
        }
        let header: HTMLNode = .element(
            "header", [.class("page-header")],
            [
                .element(
                    "div", [.class("wrap")],
                    [.element("p", [.class("brand")], text: "GuideSpec"), .element("h1", text: "Guide report")]
                        + contents.lede.map { .element("p", [.class("lede")], $0) }
                        + [.element("nav", [HTMLAttribute("aria-label", "Sections")], [.element("ul", [], links)])])
            ])
        return .element(
            "body", [],
            [
                .element("a", [.class("skip-link"), HTMLAttribute("href", "#main")], text: "Skip to the report"),
                header,
                .element(
                    "main", [.id("main"), .class("wrap"), HTMLAttribute("tabindex", "-1")],
                    contents.sections.isEmpty ? [.element("p", [.class("empty")], text: "Nothing to report.")] : contents.sections),
                .element(
                    "footer", [.class("wrap page-footer")],
                    text: "Made by guidespec report from the reports named on its command line. "
                        + "One file: no network, readable without JavaScript, printable."),
                .element("script", [], [.code(ReportScript.source)]),
            ])
    }
}
