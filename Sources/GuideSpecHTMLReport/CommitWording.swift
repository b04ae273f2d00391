/// How the history parts of the page name a commit: its date, short ID and subject, from the history report's commits.
enum CommitWording {
    /// `2024-01-05 "zh loses B"`, or as much of it as the report gives; the date and the subject are nodes of their own.
    static func dateAndSubject(_ commit: HistoryReportDocument.Commit) -> [HTMLNode] {
        let parts: [[HTMLNode]] = [commit.date.map { [.text(String($0.prefix(10)))] }, commit.subject.map { [.text("“"), .text($0), .text("”")] }]
            .compactMap { $0 }
        return Wording.joined(parts, separator: " ")
    }

    /// `<time>2024-01-05</time> <code>1a2b3c4d</code> “subject” (author)`, as much of it as is known.
    static func nodes(_ id: String, date: String?, subject: String?, author: String?) -> [HTMLNode] {
        var parts: [HTMLNode] = []
        if let date { parts += [.element("time", text: String(date.prefix(10))), .text(" ")] }
        parts.append(.element("code", text: HistoryFacts.short(id)))
        if let subject { parts += [.text(" “"), .text(subject), .text("”")] }
        if let author { parts.append(.element("span", [.class("author")], [.text(" ("), .text(author), .text(")")])) }
        return parts
    }

    /// The nodes for commit `id` in a timeline, with the date and subject the report's commit list gives it (the
    /// author is left to the dated findings: a timeline repeats commits often, and the page must stay small).
    static func nodes(_ id: String, in facts: HistoryFacts) -> [HTMLNode] {
        let commit = facts.commits[id]
        return nodes(id, date: commit?.date, subject: commit?.subject, author: nil)
    }
}
