import GuideSpecIO
import Foundation
import GuideSpecKit
import GuideSpecHistory

/// A progress line redrawn in place on standard error, for long walks at a terminal; never in pipes or CI logs.
final class ProgressLine: Sendable {
    /// A progress line when standard error is a terminal outside CI, else nil.
    static func onTerminal(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressLine? {
        guard StandardStreams.errorIsATerminal, environment["CI"] == nil, environment["TERM"] != "dumb" else { return nil }
        return ProgressLine()
    }

    /// Redraws the line: pages walked so far out of all.
    func show(_ progress: HistoryRun.Progress) {
        StandardStreams.error("\r\u{1B}[Khistory: \(progress.familiesDone)/\(progress.families) pages walked over \(progress.commits) commits")
    }

    /// Erases the line before the report or a message is printed.
    func clear() {
        StandardStreams.error("\r\u{1B}[K")
    }
}
