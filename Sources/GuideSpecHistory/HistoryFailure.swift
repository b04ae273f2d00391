import GuideSpecDisplayText
public import GuideSpecIO

/// Why a history could not be made at all: bad input or usage (exit 2), or git missing or failing (exit 3).
public struct HistoryFailure: Error, Sendable, CustomStringConvertible {
    /// The exit code the failure calls for.
    public var exit: GuideSpecExit
    /// What went wrong and what was expected, in one line (a revision, a path or git's own words in it cannot end the line).
    public var description: String

    static func badInput(_ message: String) -> HistoryFailure { HistoryFailure(exit: .badInput, description: DisplayText.line(message)) }

    static func git(_ message: String) -> HistoryFailure { HistoryFailure(exit: .infrastructure, description: DisplayText.line(message)) }

    static func gitNotFound() -> HistoryFailure { .git("git not found on PATH: guidespec history reads repositories through the git command") }

    static func notARepository(_ folder: String, _ gitSays: String) -> HistoryFailure {
        .badInput("\(folder) is not a git repository: \(gitSays)")
    }

    static func noSuchFolder(_ folder: String) -> HistoryFailure { .badInput("\(folder): no such folder: expected a git repository of a guide") }

    static func unknownRevision(_ revision: String, option: String) -> HistoryFailure {
        .badInput("\(option) \(revision): unknown revision: expected a commit of the repository (a branch, tag or commit id)")
    }

    static func notAnAncestor(_ since: String, of tip: String) -> HistoryFailure {
        .badInput("--since \(since) is not an ancestor of \(tip): expected an older commit of the walked history")
    }

    static func noCommits(_ folder: String) -> HistoryFailure { .badInput("\(folder): the repository has no commits") }

    static func commandFailed(_ arguments: [String], status: Int32, stderr: String) -> HistoryFailure {
        let said = stderr.split(separator: "\n").first.map { ": \($0)" } ?? ""
        return .git("git \(arguments.joined(separator: " ")) failed with status \(status)\(said)")
    }
}
