extension HistoryReport {
    /// The walked commits by id, for formats that show an event's date and subject.
    var commitsByID: [String: HistoryCommit] {
        Dictionary(commits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `first-parent history of 0d1dbb5f (2026-07-28 "Merge release into master") after 1a2b3c4d: 1838 commits walked`.
    var walkDescription: String {
        let after = since.map { " after \($0.prefix(8))" } ?? ""
        return
            """
            first-parent history of \(tip.shortID) (\(tip.day) \"\(tip.subject)\")\(after): \(commitsWalked) \
            commit\(commitsWalked == 1 ? "" : "s") walked
            """
    }

    /// `67 pages, 268 files, 45210 item events, 251 findings, 1 unreadable state` (and `, 1 file not walked` when a page has
    /// two files in one language).
    var totals: String {
        let findings = pages.reduce(0) { $0 + $1.findings.count }
        let notWalked = diagnostics.count { !$0.skipsState }
        return [
            counted(pages.count, "page"), counted(statistics.files, "file"), counted(statistics.itemEvents, "item event"),
            counted(findings, "finding"), counted(diagnostics.count - notWalked, "unreadable state"),
        ].joined(separator: ", ") + (notWalked > 0 ? ", " + counted(notWalked, "file") + " not walked" : "")
    }

    private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

extension ItemEvent {
    /// `appeared: NSString * paymentId (nonnull)`, `nullability: nonnull → nullable`, `disappeared (was NSString * paymentId (nonnull))`.
    var change: String {
        switch kind {
        case .appeared: "appeared: \(summary)"
        case .disappeared: "disappeared (was \(summary))"
        case .changed: "\(facet ?? ""): \(old ?? "(none)") → \(new ?? "(none)")"
        }
    }
}
