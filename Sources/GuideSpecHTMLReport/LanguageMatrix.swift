import GuideSpecDisplayText
import GuideSpecDrift

/// Pages × languages: for each page and language, whether the page is there, could not be read, reads as another
/// language, and how many findings involve that language (coloured by the worst new one), each a link to them.
enum LanguageMatrix {
    /// The rule whose findings mean prose in the wrong language (docs/drift-rules.md).
    static let wrongLanguageRule = "drift.wrong-language"

    /// The matrix shows at most this many languages…
    static let columnLimit = 40
    /// …and at most this many cells, so that the page grows with its input rather than with pages times languages.
    static let cellLimit = 20_000

    /// What one cell shows.
    enum Cell: Equatable {
        /// Other languages have the page, this one was not given.
        case missing
        case unreadable(String)
        /// Given and read, and no finding involves it.
        case clean
        /// Neither given (as far as the report says) nor named by a finding.
        case unknown
        /// Findings involve it: how many, how many are new, the worst new severity, how many say wrong language.
        case findings(count: Int, new: Int, worstNew: String?, wrongLanguage: Int)
    }

    /// The cell for `page` in `language`.
    static func cell(_ facts: DriftFacts, page: String, language: String) -> Cell {
        let involved = facts.items(page: page, language: language).map(\.finding)
        if facts.document.inputs != nil {
            let given = facts.inputs(page: page, language: language)
            if given.isEmpty && involved.isEmpty { return facts.isGiven(page) ? .missing : .unknown }
            if let problem = given.compactMap(\.problem).first, involved.isEmpty { return .unreadable(problem) }
            if involved.isEmpty { return .clean }
        } else if involved.isEmpty {
            return .unknown
        }
        let new = involved.filter { !$0.baselined }
        return .findings(
            count: involved.count, new: new.count, worstNew: facts.worst(new.map(\.severity)),
            wrongLanguage: involved.count { $0.rule == wrongLanguageRule })
    }

    /// The pages and languages the matrix shows, each in name order: all of them when they fit its limits, else the
    /// languages with the most findings (ties in name order), then as many pages with the most findings as the cells
    /// allow.
    static func shown(_ facts: DriftFacts) -> (pages: [String], languages: [String]) {
        let languages = mostFound(facts.languages, limit: columnLimit, counts: facts.findingsPerLanguage)
        let pages = mostFound(facts.pages, limit: max(1, cellLimit / max(1, languages.count)), counts: facts.findingsPerPage)
        return (pages, languages)
    }

    /// The `limit` names of `names` (sorted) with the highest counts, in name order.
    private static func mostFound(_ names: [String], limit: Int, counts: [String: Int]) -> [String] {
        guard names.count > limit else { return names }
        let ranked = names.sorted { first, second in
            let (a, b) = (counts[first] ?? 0, counts[second] ?? 0)
            return a != b ? a > b : first < second
        }
        let kept = Set(ranked.prefix(limit))
        return names.filter(kept.contains)
    }

    /// The matrix with its legend.
    static func node(_ facts: DriftFacts) -> HTMLNode {
        let (pages, languages) = shown(facts)
        let header: HTMLNode = .element(
            "tr", [],
            [.element("th", [HTMLAttribute("scope", "col")], text: "Page")]
                + languages.map { language in
                    .element(
                        "th", [HTMLAttribute("scope", "col")],
                        [FilterLink.node([("lang", language)], [.text(language)], accessibleName: "findings in \(DisplayText.isolated(language))")])
                }
                + [.element("th", [HTMLAttribute("scope", "col"), .class("num")], text: "findings")])
        let rows = pages.map { page -> HTMLNode in
            let total = facts.findingsPerPage[page] ?? 0
            return .element(
                "tr", [],
                [
                    .element(
                        "th", [HTMLAttribute("scope", "row")],
                        [FilterLink.node([("page", page)], [.text(page)], accessibleName: "findings on \(DisplayText.isolated(page))")])
                ]
                    + languages.map { language in
                        node(
                            cell(facts, page: page, language: language), page: page, language: language,
                            rules: rules(facts, page: page, language: language))
                    }
                    + [.element("td", [.class(total == 0 ? "num zero" : "num")], text: String(total))])
        }
        var children: [HTMLNode] = [
            .element("h3", text: "Pages × languages"),
            .element(
                "p", [.class("hint")],
                text: "Each cell counts the findings that involve the page in that language; its colour is the worst new finding's severity. "
                    + "Select a cell to see its findings."),
            legend(),
        ]
        if facts.document.inputs == nil {
            children.append(
                .element(
                    "p", [.class("hint")],
                    text: "This drift report does not list the files it compared, so pages missing in a language cannot be shown."))
        }
        if pages.count < facts.pages.count || languages.count < facts.languages.count {
            children.append(
                .element(
                    "p", [.class("hint left-out")],
                    text: "The matrix shows \(languages.count) of \(Wording.plural(facts.languages.count, "language")) and \(pages.count) of "
                        + "\(Wording.plural(facts.pages.count, "page")), those with the most findings (at most \(columnLimit) languages and "
                        + "\(cellLimit) cells); the findings below and their filters have every page and language."))
        }
        children.append(
            .element(
                "div", [.class("scroll matrix-scroll")],
                [.element("table", [.class("matrix")], [.element("thead", [], [header]), .element("tbody", [], rows)])]))
        return .element("div", [.id("matrix"), .class("panel")], children)
    }

    /// The findings involving `page` in `language` counted by rule, as `rule n, rule n` (the cell's tooltip).
    static func rules(_ facts: DriftFacts, page: String, language: String) -> String {
        let involved = facts.items(page: page, language: language)
        return Dictionary(grouping: involved, by: \.finding.rule).sorted { $0.key < $1.key }.map {
            "\(DisplayText.isolated($0.key)) \($0.value.count)"
        }.joined(
            separator: ", ")
    }

    /// One cell; `rules` says which rules its findings come from.
    static func node(_ cell: Cell, page: String, language: String, rules: String = "") -> HTMLNode {
        switch cell {
        case .missing:
            return .element(
                "td", [.class("cell missing")],
                [.element("span", [HTMLAttribute("title", "no \(DisplayText.isolated(language)) page was given")], text: "missing")])
        case .unreadable(let problem):
            return .element(
                "td", [.class("cell unreadable")], [.element("span", [HTMLAttribute("title", DisplayText.isolated(problem))], text: "unreadable")])
        case .clean:
            return .element("td", [.class("cell clean")], [.element("span", [HTMLAttribute("aria-label", "no findings")], text: "✓")])
        case .unknown:
            return .element("td", [.class("cell unknown")], [.element("span", [HTMLAttribute("aria-label", "not in this report")], text: "·")])
        case .findings(let count, let new, let worstNew, let wrongLanguage):
            let tone = worstNew.map { "sev-\(FindingCard.cssName($0))" } ?? "all-accepted"
            var label: [HTMLNode] = [.element("span", [.class("n")], text: String(count))]
            if wrongLanguage > 0 { label.append(.element("span", [.class("wl")], text: "lang")) }
            var name = "\(DisplayText.isolated(page)) in \(DisplayText.isolated(language)): \(Wording.plural(count, "finding")), \(new) new"
            if wrongLanguage > 0 { name += ", \(wrongLanguage) in the wrong language" }
            return .element(
                "td", [.class("cell \(tone)"), rules.isEmpty ? nil : HTMLAttribute("title", rules)],
                [FilterLink.node([("page", page), ("lang", language)], label, accessibleName: name)])
        }
    }

    /// What the colours and marks mean.
    static func legend() -> HTMLNode {
        let entries: [(String, String, String)] = [
            ("cell sev-error", "3", "new errors"), ("cell sev-warning", "3", "new warnings (no new error)"),
            ("cell sev-note", "3", "new notes only"), ("cell all-accepted", "3", "all accepted by the baseline"),
            ("cell with-wl", "lang", "prose in the wrong language"), ("cell missing", "missing", "no page in this language"),
            ("cell clean", "✓", "no findings"),
        ]
        return .element(
            "ul", [.class("legend"), HTMLAttribute("aria-label", "Legend")],
            entries.map { entry in
                .element("li", [], [.element("span", [.class("swatch " + entry.0)], text: entry.1), .text(" " + entry.2)])
            })
    }
}
