import GuideSpecDisplayText
public import GuideSpecIO
public import GuideSpecHarness
import GuideSpecAreas

/// `guidespec smoke`: whether an adapter speaks the protocol, one line per check.
public enum ConformSmoke {
    /// The report text and the exit code: 0 when every check passed, 3 otherwise.
    public static func run(adapter: [String], timeout: Double, interruption: HarnessInterruption? = nil) -> (report: String, exit: GuideSpecExit) {
        let checks = SmokeTest.run(arguments: adapter, timeout: timeout, samples: GuideAreas.smokeSamples, interruption: interruption)
        var lines = checks.map { "\($0.passed ? "ok  " : "FAIL") \($0.name): \($0.detail)" }
        let failed = checks.filter { !$0.passed }.count
        lines.append(failed == 0 ? "smoke: all \(checks.count) checks passed" : "smoke: \(failed) of \(checks.count) checks failed")
        return (DisplayText.lines(lines), failed == 0 ? .success : .infrastructure)
    }
}
