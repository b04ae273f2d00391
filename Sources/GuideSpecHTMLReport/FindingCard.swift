import GuideSpecDrift

/// One finding: a summary line (severity, message, page, item, languages, since when, baseline status) that opens onto
/// every location side by side with its guide lines, the baseline's verdict, the commit that introduced it (when the
/// page shows a history), and the rule's documentation.
enum FindingCard {
    /// `new`, or `accepted` when the baseline accepts the finding.
    static func status(_ finding: DriftReportDocument.Finding) -> String {
        finding.baselined ? "accepted" : "new"
    }

    /// The card; open from the start when `open`.
    static func node(_ item: DriftFacts.Item, open: Bool, history: HistoryFacts?, rules: [DriftRuleDescription], sources: inout GuideSourceReader)
        -> HTMLNode
    {
        let finding = item.finding
        let entry = history?.entry(fingerprint: finding.fingerprint)
        var meta: [HTMLNode] = [
            .element("span", [.class("page")], text: finding.page), .text(" · "),
            .element("code", [.class("subject")], text: finding.subject), .text(" · "),
            .element("span", [.class("langs")], Wording.joined(item.languages, separator: " ↔ ")),
        ]
        if let date = entry?.finding.introduced?.date {
            meta += [.text(" · "), .element("span", [.class("since")], [.text("since "), .text(String(date.prefix(10)))])]
        }
        let status = status(finding)
        var badges: [HTMLNode] = [.element("span", [.class("badge sev-\(cssName(finding.severity))")], text: finding.severity)]
        if let change = finding.change { badges.append(.element("span", [.class("badge change")], text: change)) }
        let summary: HTMLNode = .element(
            "summary", [],
            [
                .element("span", [.class("badges")], badges),
                .element(
                    "span", [.class("headline")],
                    [
                        .element("span", [.class("message")], text: finding.message),
                        .element("span", [.class("meta")], meta),
                    ]),
                .element("span", [.class("badge status-\(status)")], text: status),
            ])
        let locations = finding.locations.map { location in
            SourcePanel.node(
                language: location.language, file: location.file, line: location.line, endLine: location.endLine, note: location.note,
                excerpt: sources.excerpt(file: location.file, line: location.line, endLine: location.endLine))
        }
        var body: [HTMLNode] = [baselineNote(finding)]
        if let history { body.append(introductionNote(entry, history: history)) }
        body += [
            .element("div", [.class("locations count-\(locations.count)")], locations),
            ruleDocumentation(finding.rule, rules: rules),
            .element(
                "p", [.class("permalink")],
                [
                    .element("a", [HTMLAttribute("href", "#" + item.anchor)], text: "Link to this finding"),
                    .text(" · fingerprint "), .element("code", text: finding.fingerprint),
                ]),
        ]
        return .element(
            "details",
            [
                .id(item.anchor), .class("finding sev-\(cssName(finding.severity))"), HTMLAttribute("data-page", finding.page),
                HTMLAttribute("data-rule", finding.rule), HTMLAttribute("data-severity", finding.severity),
                HTMLAttribute("data-lang", item.languages.joined(separator: " ")), HTMLAttribute("data-status", status), .flag("open", open),
            ],
            [summary, .element("div", [.class("finding-body")], body)])
    }

    /// The commit that introduced the finding, linked to its entry in the history section, or why the history does not
    /// date it.
    static func introductionNote(_ entry: HistoryFacts.Entry?, history: HistoryFacts) -> HTMLNode {
        guard let entry else {
            let tip: [HTMLNode] = history.document.walk?.tip.map { [.text(" ("), .text(HistoryFacts.short($0)), .text(")")] } ?? []
            return .element(
                "p", [.class("introduced none")],
                [.text("Not dated: the history report has no such finding at its tip")] + tip
                    + [.text("; it dates the findings of each page among its languages, at the commit it walked to.")])
        }
        return .element(
            "p", [.class("introduced")],
            IntroductionEntry.introduction(entry.finding.introduced, facts: history)
                + [.text(" · "), .element("a", [HTMLAttribute("href", "#" + entry.anchor)], text: "In the history")])
    }

    /// What the baseline says about the finding.
    static func baselineNote(_ finding: DriftReportDocument.Finding) -> HTMLNode {
        guard finding.baselined else {
            return .element(
                "p", [.class("baseline new")],
                [.element("strong", text: "New."), .text(" No baseline entry accepts this finding: it fails the run.")])
        }
        return .element(
            "p", [.class("baseline accepted")],
            [.element("strong", text: "Accepted by the baseline: "), .text(finding.baselineReason ?? "(no reason given)")])
    }

    /// What the rule says of itself (as docs/drift-rules.md does), folded, with a link to the rule in the report's rules
    /// section.
    static func ruleDocumentation(_ rule: String, rules: [DriftRuleDescription]) -> HTMLNode {
        guard let documented = rules.first(where: { $0.id == rule }) else {
            return .element(
                "p", [.class("rule-doc missing")],
                [.element("code", text: rule), .text(" is not described in docs/drift-rules.md (of this build of guidespec).")])
        }
        let facts = [
            ("severity", documented.severityText), (documented.scope.comparesLabel, documented.compares.plainText),
            ("example message", documented.example),
        ].flatMap { label, text -> [HTMLNode] in
            [.element("dt", text: label), .element("dd", text: text)]
        }
        return .element(
            "details", [.class("rule-doc")],
            [
                .element("summary", [], [.text("About the rule "), .element("code", text: rule)]),
                .element("dl", [], facts),
                .element(
                    "p", [],
                    [
                        .element("a", [HTMLAttribute("href", "#" + FragmentID.make("rule", rule))], text: "The rule in its section"),
                        .text(" (\(documented.scope.title.plainText)) of docs/drift-rules.md"),
                    ]),
            ])
    }

    /// A severity or status as a class name: lower-case letters, digits and `-` only.
    static func cssName(_ value: String) -> String {
        String(value.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}
