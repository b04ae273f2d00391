import GuideSpecDisplayText

/// The human report: new findings grouped by rule, each with its message and every location, stale baseline
/// entries, and a summary line; accepted findings only count in the summary. Every line keeps to its line whatever the guides
/// and the baseline hold (`DisplayText.lines`).
enum DriftTextFormat {
    /// The report as text ending in a newline.
    static func render(_ report: DriftReport) -> String {
        var lines: [String] = []
        for (rule, entries) in report.entriesByRule {
            let new = entries.filter { !$0.isBaselined }
            guard !new.isEmpty else { continue }
            lines.append("\(rule): \(new.count) new")
            for entry in new {
                let finding = entry.finding
                let change = finding.change.map { " (\($0.rawValue))" } ?? ""
                lines.append("  \(finding.severity.rawValue)\(change): \(finding.message) [\(finding.subject)]")
                lines += finding.locations.map { "    \($0.file):\($0.line): \($0.note)" }
            }
            lines.append("")
        }
        if !report.staleEntries.isEmpty {
            lines.append("stale baseline entries: \(report.staleEntries.count)")
            lines += report.staleEntries.map { "  \($0.staleMessage)" }
            lines.append("")
        }
        lines.append("drift: " + summary(report))
        return DisplayText.lines(lines)
    }

    /// `N new findings, M baselined, K stale baseline entries`.
    static func summary(_ report: DriftReport) -> String {
        let new = report.newFindings.count
        let stale = report.staleEntries.count
        return "\(new) new finding\(new == 1 ? "" : "s"), \(report.baselinedCount) baselined, \(stale) stale baseline entr\(stale == 1 ? "y" : "ies")"
    }
}
