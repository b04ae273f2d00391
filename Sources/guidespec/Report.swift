import GuideSpecIO
import ArgumentParser
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec report`: one HTML page from a drift report, conformance runs and a guide's history.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Write one self-contained HTML page from a drift report, conformance runs and a history (their --format json files).",
            discussion: """
                The guide lines each finding and failing case names are read from the guide files, relative to the \
                working directory, when the page is written; only files inside the root folder (--root, default the \
                working directory) are read, the others are named in a warning. Exit codes: 0 the page was written (or \
                was already up to date); 2 bad input or usage (nothing written); 3 the page could not be written. See \
                docs/report.md.
                """)

        @Option(help: "A guidespec drift --format json report.")
        var drift: String?

        @Option(help: "A guidespec conform --format json report; repeat it to show implementations side by side.")
        var conform: [String] = []

        @Option(help: "A guidespec history --format json report: a timeline per item, and the commit that introduced each finding.")
        var history: String?

        @Option(help: "Quote guide files only from inside this folder (default: the working directory).")
        var root: String?

        @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
        var output: String

        func validate() throws {
            if drift == nil && conform.isEmpty && history == nil {
                throw ValidationError("give --drift FILE, --conform FILE, --history FILE, or several")
            }
        }

        @OptionGroup var project: ProjectOptions

        func run() throws {
            // Every command reads the project file, so that a broken one is reported whatever the command.
            _ = try project.settings()
            let outcome = ReportRun.run(ReportRun.Options(drift: drift, conform: conform, history: history, root: root, output: output))
            StandardStreams.error((outcome.warnings + outcome.problems).map { $0 + "\n" }.joined())
            if let written = outcome.written { StandardStreams.error("\(written.rawValue): \(output)\n") }
            if outcome.exit != .success { throw ExitCode(outcome.exit.rawValue) }
        }
    }
}
