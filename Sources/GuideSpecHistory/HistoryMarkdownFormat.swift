import GuideSpecDisplayText
import GuideSpecDrift

/// The report in GitHub-flavoured Markdown: per page, a table of its files, of the tip's findings with the commit that
/// introduced each, and of every item event.
enum HistoryMarkdownFormat {
    /// The report as Markdown ending in a newline.
    static func render(_ report: HistoryReport) -> String {
        let commits = report.commitsByID
        func cells(_ id: String) -> String {
            guard let commit = commits[id] else { return "| | `\(id.prefix(8))` | |" }
            return "| \(commit.day) | `\(commit.shortID)` | \(escape(commit.subject)) |"
        }
        var lines = ["## GuideSpec history", "", escape(report.walkDescription) + "; " + escape(report.totals) + ".", ""]
        for page in report.pages {
            lines += ["### \(escape(page.page))", "", "| Language | File | Changes | At the tip |", "| --- | --- | --- | --- |"]
            lines += page.files.map { "| \(escape($0.language)) | \(escape($0.path)) | \($0.events.count) | \($0.present ? "present" : "deleted") |" }
            lines.append("")
            if !page.findings.isEmpty {
                lines += ["| Finding | Subject | Introduced | Commit | Subject of the commit | At |", "| --- | --- | --- | --- | --- | --- |"]
                for history in page.findings {
                    let finding = "\(finding(history.finding)) | \(escape(history.finding.subject))"
                    if let start = history.introduced {
                        lines.append(
                            """
                            | \(finding) | \(start.commit.day) | `\(start.commit.shortID)` | \(escape(start.commit.subject)) | \
                            \(escape("\(start.file):\(start.line)")) |
                            """
                        )
                    } else {
                        lines.append("| \(finding) | before the walk | | | |")
                    }
                }
                lines.append("")
            }
            if !page.items.isEmpty {
                lines += ["| Item | Language | Date | Commit | Subject of the commit | Change | At |", "| --- | --- | --- | --- | --- | --- | --- |"]
                for item in page.items {
                    lines += item.events.map { event in
                        """
                        | \(escape(item.key)) | \(escape(item.language)) \(cells(event.commit)) \(escape(event.change)) | \
                        \(escape("\(event.file):\(event.line)")) |
                        """
                    }
                }
                lines.append("")
            }
        }
        if !report.diagnostics.isEmpty {
            let title =
                report.diagnostics.allSatisfy(\.skipsState)
                ? "Unreadable page states (skipped)" : "Unreadable page states (skipped) and files not walked"
            lines += ["### \(title)", "", "| Commit | At | Problem |", "| --- | --- | --- |"]
            lines += report.diagnostics.map {
                "| `\($0.commit.prefix(8))` | \(escape("\($0.file):\($0.line)")) | \(escape($0.message)) (\(escape($0.rule))) |"
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func finding(_ finding: DriftFinding) -> String { "\(finding.severity.rawValue): \(escape(finding.message))" }

    /// Text from the repository, safe inside a table cell (`DisplayText.markdown`).
    private static func escape(_ text: String) -> String { DisplayText.markdown(text) }
}
