import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec check`: the CI gate on the bundled guide, one summary and one exit code.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "The CI gate: specs, drift, golden cases and generated suites up to date, the reference adapters conforming.",
            discussion: """
                Run from the repository root. Every step runs even when an earlier one fails. Exit codes: 0 all good; \
                1 something is out of date, drifted or does not conform; 2 bad input; 3 the adapter failed. \
                When several apply, 2 wins over 3, and 3 over 1. SIGINT, SIGTERM or SIGHUP ends the adapter and the \
                processes it started, marks the cases left as not run, prints the report, and ends guidespec by the \
                same signal.
                """)

        @Option(
            help: """
                The adapter to check, as for conform (default: guidespec-reference-adapter and \
                guidespec-swift-observer-adapter beside this executable, each sent the cases of the pages it implements).
                """)
        var adapter: String?

        @Option(help: "Seconds for the adapter's handshake and for each reply (at most a week).", transform: Seconds.parse)
        var timeout: Double = 10

        @Option(help: "Also write the HTML report of the drift and conformance steps to this file.")
        var report: String?

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let settings = try project.settings()
            let adapters: [[String]]
            if let adapter {
                do {
                    adapters = [try ConformOptions.adapterArguments(adapter, extra: [])]
                } catch {
                    throw ValidationError(error.description)
                }
            } else {
                adapters = Self.bundledReferenceAdapters.map { [$0] }
            }
            if let report { try WritePlan.check(toFile: report) }
            // From here on SIGINT, SIGTERM and SIGHUP end the conformance run (adapters and their children included) and
            // the report is still printed; guidespec then ends by the same signal.
            let interruption = ConformOptions.terminationSignals
            var evidence = GuideSpecKit.Check.Evidence()
            let steps = GuideSpecKit.Check.run(project: settings, adapters: adapters, timeout: timeout, interruption: interruption, evidence: &evidence)
            try StandardStreams.output(CheckReport.render(steps))
            var exit = GuideSpecKit.Check.exit(of: steps)
            if let report {
                let written = ReportRun.write(
                    try HTMLPage.render(drift: evidence.drift, conformance: evidence.conformance), to: report,
                    in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                StandardStreams.error(written.problems.map { $0 + "\n" }.joined())
                if let outcome = written.written { try StandardStreams.output("report: \(outcome.rawValue) \(report)\n") }
                if written.exit != .success && exit != .badInput { exit = written.exit }
            }
            interruption.endProcessIfSignalled()
            if exit != .success { throw ExitCode(exit.rawValue) }
        }

        /// The reference adapters built beside this executable (`swift build` builds them all): the bundled guide's SDK,
        /// and the Swift transaction observer, which answers the observer cases the former leaves out.
        static var bundledReferenceAdapters: [String] {
            let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            return ["guidespec-reference-adapter", "guidespec-swift-observer-adapter"].map { folder.appendingPathComponent($0).path }
        }
    }
}
