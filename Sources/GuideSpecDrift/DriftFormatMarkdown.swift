import GuideSpecDisplayText

/// The CI job summary: a headline verdict, a table of new findings per rule with every location, and the stale
/// baseline entries; accepted findings only count.
enum DriftMarkdownFormat {
    /// The report as GitHub-flavoured Markdown ending in a newline.
    static func render(_ report: DriftReport) -> String {
        let verdict = report.fails ? "❌ GuideSpec drift: \(failures(report))" : "✅ GuideSpec drift: no new drift"
        var lines = ["## \(verdict)", "", escape(DriftTextFormat.summary(report)) + ".", ""]
        for (rule, entries) in report.entriesByRule {
            let new = entries.filter { !$0.isBaselined }
            guard !new.isEmpty else { continue }
            lines += ["### \(escape(rule)) (\(new.count) new)", "", "| Severity | Finding | Subject | Locations |", "| --- | --- | --- | --- |"]
            for finding in new.map(\.finding) {
                let severity = finding.severity.rawValue + (finding.change.map { " (\($0.rawValue))" } ?? "")
                let locations = finding.locations.map { "\(escape("\($0.file):\($0.line)")): \(escape($0.note))" }.joined(separator: "<br>")
                lines.append("| \(severity) | \(escape(finding.message)) | \(escape(finding.subject)) | \(locations) |")
            }
            lines.append("")
        }
        if !report.staleEntries.isEmpty {
            lines += [
                "### Stale baseline entries (\(report.staleEntries.count))", "",
                "These entries match no finding: remove them or run `guidespec drift --update-baseline`.", "",
            ]
            lines += ["| Rule | Page | Subject | Fingerprint | Reason |", "| --- | --- | --- | --- | --- |"]
            lines += report.staleEntries.map {
                "| \(escape($0.rule)) | \(escape($0.page)) | \(escape($0.subject)) | \($0.fingerprint) | \(escape($0.reason)) |"
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `1 new finding, 2 stale baseline entries` (only the parts that are not zero).
    private static func failures(_ report: DriftReport) -> String {
        let new = report.newFindings.count
        let stale = report.staleEntries.count
        return [
            new > 0 ? "\(new) new finding\(new == 1 ? "" : "s")" : nil,
            stale > 0 ? "\(stale) stale baseline entr\(stale == 1 ? "y" : "ies")" : nil,
        ].compactMap { $0 }.joined(separator: ", ")
    }

    /// Text from the guides or the baseline, safe inside a table cell (`DisplayText.markdown`).
    private static func escape(_ text: String) -> String { DisplayText.markdown(text) }
}
