import ArgumentParser
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec report`: one HTML page from a drift report and conformance runs.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write one self-contained HTML page from a drift report and conformance runs (their --format json files).",
            discussion: """
                The guide lines each finding and failing case names are read from the guide files, relative to the \
                working directory, when the page is written. Exit codes: 0 the page was written (or was already up to \
                date); 2 bad input or usage (nothing written); 3 the page could not be written. See docs/report.md.
                """)

        @Option(help: "A guidespec drift --format json report.")
        var drift: String?

        @Option(help: "A guidespec conform --format json report; repeat it to show implementations side by side.")
        var conform: [String] = []

        @Option(help: "A guidespec history --format json report (not supported yet: refused with exit 2).")
        var history: String?

        @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
        var output: String

        func validate() throws {
            if history != nil {
                throw ValidationError("--history is not supported yet: this report does not show history; leave it out and use guidespec history --format html for a page of its own")
            }
            if drift == nil && conform.isEmpty { throw ValidationError("give --drift FILE, --conform FILE, or both") }
        }

        func run() throws {
            let outcome = ReportRun.run(ReportRun.Options(drift: drift, conform: conform, output: output))
            StandardStreams.error(outcome.problems.map { $0 + "\n" }.joined())
            if let written = outcome.written { StandardStreams.error("\(written.rawValue): \(output)\n") }
            if outcome.exit != .success { throw ExitCode(outcome.exit.rawValue) }
        }
    }
}
