import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecKit
import GuideSpecWire
import GuideSpecHistory
import GuideSpecProject

extension GuideSpecCommand {
    /// `guidespec history`: every spec item's timeline over a guide's git history, and the commit that introduced each current drift finding.
    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history",
            abstract: "Follow every spec item of a guide through its git history, and find the commit that introduced each drift finding.",
            discussion: """
                Walks the first-parent chain of --rev (default HEAD) in REPOSITORY, a folder of a git repository whose pages \
                are those its project file's layout places when the project file is in REPOSITORY, else <lang>/<page>.md \
                (or .html, .txt). Exit codes: 0 done (unreadable page states are skipped with a warning), \
                2 bad input or usage (not a git repository, unknown revision, bad --pages pattern or one no page matches), \
                3 git missing or failing, or the report could not be written. See docs/history-format.md.
                """)

        @Argument(help: "A folder of a git repository (its top, or the folder holding the language folders).")
        var repository: String

        @Option(help: "Only pages whose name matches this pattern, such as ios-* (repeatable).")
        var pages: [String] = []

        @Option(help: "Walk only the commits after this one (an ancestor of --rev).")
        var since: String?

        @Option(help: "The commit whose first-parent history is walked.")
        var rev = "HEAD"

        /// The `--format` names: the history's own formats, and `html`, the page of `guidespec report --history`.
        static let formats = HistoryReport.formats + [.html]

        @Option(help: ReportRequests.help(Self.formats, default: .text))
        var format: [String] = []

        @Option(name: [.short, .customLong("output")], help: ReportRequests.outputHelp)
        var output: String?

        @Option(help: "How many pages are walked at once (default: the number of cores).")
        var jobs = ProcessInfo.processInfo.activeProcessorCount

        func validate() throws {
            _ = try reports()
            guard jobs >= 1 else { throw ValidationError("--jobs \(jobs): expected 1 or more") }
        }

        /// The reports asked for; a mistake is a usage error.
        private func reports() throws -> [ReportRequest] {
            try ReportRequests.parse(format, output: output, offered: Self.formats, default: .text)
        }

        /// The report in `format`; html is the report page of the JSON report, a page this build cannot read back from
        /// its own JSON being a tool failure (exit 3).
        private func render(_ report: HistoryReport, as format: ReportFormat) throws -> String {
            if let text = try report.rendered(as: format) { return text }
            do {
                return try ReportRun.html(historyJSON: try HistoryDocument(report).jsonData())
            } catch {
                StandardStreams.error("guidespec history: error: cannot make the HTML report: \(error)\n")
                throw ExitCode(GuideSpecExit.infrastructure.rawValue)
            }
        }

        @OptionGroup var project: ProjectOptions

        /// `project` when its layout places the pages of the walked folder: the layout is relative to the project file's
        /// folder, so another folder (a clone walked from elsewhere) is walked as `<lang>/<page>.<ext>`, as is a project
        /// file without a layout.
        static func layoutProject(_ project: GuideProject, walking repository: String) -> GuideProject {
            let walked = URL(fileURLWithPath: repository).standardizedFileURL.path
            let root = URL(fileURLWithPath: project.root.isEmpty ? "." : project.root).standardizedFileURL.path
            return !project.layout.isEmpty && walked == root ? project : .none
        }

        func run() throws {
            // A report file that can never be written is known before a walk of minutes.
            let requests = try reports()
            try ReportRequests.checkFiles(requests)
            let settings = try project.settings()
            let ruleSettings = try settings.driftRuleSettings()
            let layout = Self.layoutProject(settings, walking: repository)
            let report: HistoryReport
            let progress = ProgressLine.onTerminal()
            do {
                let globs = try pages.map { pattern throws(HistoryFailure) in try PageGlob(pattern) }
                var options = HistoryRun.Options(
                    repository: repository, revision: rev, since: since, pages: globs, jobs: jobs, ruleSettings: ruleSettings,
                    extraction: settings.extractionOptions)
                options.project = layout
                var show: (@Sendable (HistoryRun.Progress) -> Void)?
                if let progress { show = { progress.show($0) } }
                report = try HistoryRun.run(options, progress: show)
                progress?.clear()
            } catch {
                progress?.clear()
                StandardStreams.error("guidespec history: error: \(error)\n")
                throw ExitCode(error.exit.rawValue)
            }
            StandardStreams.error(report.diagnostics.map { "\($0)\n" }.joined())
            var plan = WritePlan()
            let text = try ReportRequests.plan(requests, into: &plan) { try render(report, as: $0) }
            _ = try plan.commit()
            if let text { try StandardStreams.output(text) }
        }
    }
}
