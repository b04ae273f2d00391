import GuideSpecDisplayText

/// The one summary `guidespec check` prints: a line per step, what broke under it, and the verdict; every line keeps to its
/// line whatever the guides and the adapters hold (`DisplayText.lines`).
public enum CheckReport {
    /// The report text, ending with a newline.
    public static func render(_ steps: [CheckStep]) -> String {
        let width = steps.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for step in steps {
            let mark = step.exit == .success ? "ok  " : "FAIL"
            lines.append("\(mark) \(step.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(step.summary)")
            lines += step.details.map { "       \($0)" }
        }
        let exit = Check.exit(of: steps)
        let failed = steps.filter { $0.exit != .success }.map(\.name)
        lines.append(
            exit == .success
                ? "check: passed (\(steps.count) steps)"
                : "check: failed in \(failed.joined(separator: ", ")) (exit \(exit.rawValue))")
        return DisplayText.lines(lines)
    }
}
