public import GuideSpecIO
public import GuideSpecDocumentModel
public import GuideSpecExtractors
public import GuideSpecSource
import GuideSpecPacks

/// A command that reads guides through the same front ends and extractors as `extract` and checks the code they show
/// against a pack's contract (`PackCheck`), such as `guidespec observer-check`.
public struct ContractCheck: Sendable {
    private let check: any PackCheck

    /// The transaction-observer contract, which `guidespec observer-check` checks.
    public static let observer = ContractCheck(check: GuidePacks.observerCheck)

    /// The command's name, such as `observer-check`.
    public var command: String { check.command }
    /// What the command checks, in one line of its help.
    public var abstract: String { check.abstract }
    /// What the command prints and when it fails.
    public var discussion: String { check.discussion }

    /// The findings of a run, the problems that kept a file from being read, and the exit code.
    public struct Outcome: Sendable {
        /// The command that ran.
        public var command: String
        /// Contract findings, in file and line order.
        public var findings: [Diagnostic]
        /// Why a file could not be read (the extractor's errors).
        public var problems: [Diagnostic]
        public var exit: GuideSpecExit

        /// `COMMAND: N errors, N warnings, N notes`.
        public var summary: String {
            let count = { (severity: Severity) in findings.filter { $0.severity == severity }.count }
            return "\(command): \(count(.error)) errors, \(count(.warning)) warnings, \(count(.note)) notes"
        }
    }

    /// Checks every file; an unreadable file is exit 2 (3 when the system refused to read it), a contract error exit 1.
    public func run(_ files: [GuideFile], options: ExtractionOptions) -> Outcome {
        var findings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        var unreadable: [Diagnostic] = []
        for file in files {
            let result = GuideSource.read(file, options: .withPacks(options))
            guard let spec = result.spec else {
                problems += result.diagnostics
                unreadable += result.diagnostics
                continue
            }
            findings += check.findings(spec)
        }
        let exit: GuideSpecExit
        if !unreadable.isEmpty {
            exit = GuideSource.exit(for: unreadable)
        } else {
            exit = findings.containsError ? .findings : .success
        }
        return Outcome(command: command, findings: findings.sortedForReport(), problems: problems, exit: exit)
    }
}
