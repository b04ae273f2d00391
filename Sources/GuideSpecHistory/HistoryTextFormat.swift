import GuideSpecDisplayText

/// The human report: per page, its files, the tip's findings with the commit that introduced each, and every item's
/// timeline; a summary line at the end. Every line keeps to its line whatever the repository's paths, subjects and pages
/// hold (`DisplayText.lines`).
enum HistoryTextFormat {
    /// The report as text ending in a newline.
    static func render(_ report: HistoryReport) -> String {
        let commits = report.commitsByID
        func stamp(_ id: String) -> String {
            guard let commit = commits[id] else { return String(id.prefix(8)) }
            return "\(commit.day) \(commit.shortID) \"\(commit.subject)\""
        }
        var lines = ["history: \(report.walkDescription)", ""]
        for page in report.pages {
            lines.append(page.page)
            for file in page.files {
                let state = file.present ? "" : " (deleted)"
                lines.append("  \(file.language) \(file.path)\(state): \(file.events.count) change\(file.events.count == 1 ? "" : "s")")
                lines += file.events.map { event in
                    "    \(stamp(event.commit)) \(event.kind.rawValue)" + (event.from.map { " from \($0)" } ?? "")
                }
            }
            if !page.findings.isEmpty {
                lines.append("  findings at the tip: \(page.findings.count)")
                for history in page.findings {
                    let finding = history.finding
                    lines.append("    \(finding.severity.rawValue): \(finding.message) [\(finding.rule) \(finding.subject)]")
                    if let start = history.introduced {
                        lines.append(
                            "      introduced \(start.commit.day) \(start.commit.shortID) \"\(start.commit.subject)\" at \(start.file):\(start.line)")
                    } else {
                        lines.append("      already there where the walk starts")
                    }
                }
            }
            for item in page.items {
                lines.append("  \(item.language) \(item.key)")
                lines += item.events.map { "    \(stamp($0.commit)) \($0.change) at \($0.file):\($0.line)" }
            }
            lines.append("")
        }
        for diagnostic in report.diagnostics { lines.append(diagnostic.description) }
        if !report.diagnostics.isEmpty { lines.append("") }
        lines.append("history: \(report.totals)")
        return DisplayText.lines(lines)
    }
}
