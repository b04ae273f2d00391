/// A drift finding of the history's tip with the commit that introduced it, linked to the finding's card (when the page
/// shows the drift report) and to the timelines of the item it is about.
enum IntroductionEntry {
    /// The entry, `findingAnchor` being the finding's card on this page, if any.
    static func node(_ entry: HistoryFacts.Entry, facts: HistoryFacts, findingAnchor: String?) -> HTMLNode {
        let finding = entry.finding
        let severity = finding.severity ?? "finding"
        var head: [HTMLNode] = [
            .element("span", [.class("badge sev-\(FindingCard.cssName(severity))")], text: severity), .text(" "),
            .element("span", [.class("message")], text: finding.message ?? finding.fingerprint),
            .element(
                "span", [.class("meta")],
                [.element("code", text: finding.rule ?? "?"), .text(" · "), .element("code", text: finding.subject ?? "?")]
                    + (entry.languages.isEmpty ? [] : [.text(" · ")] + Wording.joined(entry.languages, separator: " ↔ "))),
        ]
        head.append(.element("span", [.class("introduced")], introduction(finding.introduced, facts: facts)))
        var links: [HTMLNode] = []
        if let findingAnchor { links.append(.element("a", [HTMLAttribute("href", "#" + findingAnchor)], text: "The finding")) }
        for timeline in entry.timelines {
            links.append(.element("a", [HTMLAttribute("href", "#" + timeline.anchor)], [.text("Timeline ("), .text(timeline.language), .text(")")]))
        }
        if !links.isEmpty {
            head.append(.element("span", [.class("entry-links")], Wording.joined(links.map { [$0] }, separator: " · ")))
        }
        return .element(
            "li",
            [
                .id(entry.anchor), .class("introduction"), HTMLAttribute("data-page", entry.page),
                HTMLAttribute("data-lang", entry.languages.joined(separator: " ")), HTMLAttribute("tabindex", "-1"),
            ],
            head)
    }

    /// `Introduced 2024-01-05 1a2b3c4d “subject” (author) at file:line`, or that it held before the walk began.
    static func introduction(_ introduced: HistoryReportDocument.Introduction?, facts: HistoryFacts) -> [HTMLNode] {
        guard let introduced else {
            let since: [HTMLNode] = facts.document.walk?.since.map { [.text(" (after "), .text(HistoryFacts.short($0)), .text(")")] } ?? []
            return [.text("Already there where the history walk starts")] + since
        }
        let commit = facts.commits[introduced.commit]
        var parts: [HTMLNode] = [.text("Introduced ")]
        parts += CommitWording.nodes(
            introduced.commit, date: introduced.date ?? commit?.date, subject: introduced.subject ?? commit?.subject,
            author: introduced.author ?? commit?.author)
        if let file = introduced.file {
            parts += [.text(" at "), .element("code", [.class("path")], [.text(file)] + (introduced.line.map { [.text(":\($0)")] } ?? []))]
        }
        return parts
    }
}
