public import GuideSpecIO
public import GuideSpecDocumentModel
import GuideSpecDrift

/// `guidespec observer-check`: reads guides through the same front ends and extractors as `extract`, and checks the StoreKit
/// transaction code they show against the observer contract (`TransactionObserverCheck`).
public enum ObserverCheck {
    /// The findings of a run, the problems that kept a file from being read, and the exit code.
    public struct Outcome: Sendable {
        /// Contract findings, in file and line order.
        public var findings: [Diagnostic]
        /// Why a file could not be read (the extractor's errors).
        public var problems: [Diagnostic]
        public var exit: GuideSpecExit

        /// `N errors, N warnings, N notes in N files`.
        public var summary: String {
            let count = { (severity: Severity) in findings.filter { $0.severity == severity }.count }
            return "observer-check: \(count(.error)) errors, \(count(.warning)) warnings, \(count(.note)) notes"
        }
    }

    /// Checks every file; an unreadable file is exit 2 (3 when the system refused to read it), a contract error exit 1.
    public static func run(_ files: [GuideFile]) -> Outcome {
        var findings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        var unreadable: [Diagnostic] = []
        for file in files {
            let result = Extraction.extract(file)
            guard let spec = result.spec else {
                problems += result.diagnostics
                unreadable += result.diagnostics
                continue
            }
            findings += TransactionObserverCheck.findings(spec)
        }
        let exit: GuideSpecExit
        if !unreadable.isEmpty {
            exit = GuideReader.exit(for: unreadable)
        } else {
            exit = findings.containsError ? .findings : .success
        }
        return Outcome(findings: findings.sortedForReport(), problems: problems, exit: exit)
    }
}
