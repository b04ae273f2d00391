import GuideSpecDisplayText

/// The job summary of `guidespec check` (`--format markdown`): the verdict as a heading, then a table with a row per
/// step: its verdict, what it checked, and what broke under it; guides' and adapters' text through `DisplayText.markdown`.
public enum CheckMarkdownReport {
    /// The summary as GitHub-flavoured Markdown ending in a newline.
    public static func render(_ steps: [CheckStep]) -> String {
        let exit = Check.exit(of: steps)
        let failed = steps.filter { $0.exit != .success }.map(\.name)
        let verdict =
            exit == .success
            ? "✅ GuideSpec check: passed (\(steps.count) steps)"
            : "❌ GuideSpec check: failed in \(failed.joined(separator: ", ")) (exit \(exit.rawValue))"
        var lines = ["## \(verdict)", "", "| Step | Verdict | Summary | What broke |", "| --- | --- | --- | --- |"]
        for step in steps {
            let mark = step.exit == .success ? "ok" : "FAIL"
            let details = step.details.map(DisplayText.markdown).joined(separator: "<br>")
            lines.append("| \(step.name) | \(mark) | \(DisplayText.markdown(step.summary)) | \(details) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
