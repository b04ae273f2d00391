import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecKit
import GuideSpecWire

extension GuideSpecCommand {
    /// `guidespec conform`: runs every golden case through an adapter process and reports each case's verdict.
    struct Conform: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "conform",
            abstract: "Check an implementation, through its adapter (docs/adapter-protocol.md), against the golden cases.",
            discussion: """
                Exit codes: 0 every case passed (or is a listed known failure); 1 a case failed, or the expectations file \
                lists a case that passed or no longer exists; 2 bad input or usage; 3 the adapter could not be started or \
                a case errored (crash, timeout, protocol fault, deadline). 3 wins over 1: an errored case means the run is \
                incomplete. On SIGINT, SIGTERM or SIGHUP the adapter and everything it started are ended, the report is \
                written with the cases left marked not run, and guidespec then ends by that signal.
                """)

        @OptionGroup var adapter: AdapterOptions

        @Option(
            help: """
                The folder of golden cases (*.jsonl) (default: the project file's paths.golden, else golden; when that folder \
                does not exist and the project file has a layout, the cases are built from the guide's pages in memory).
                """)
        var golden: String?

        @Option(help: "Run only cases whose id matches this pattern (* any run of characters, ? one); repeatable.")
        var only: [String] = []

        @Option(
            help: "Run only this platform's cases (its id, such as ios); never wider than the adapter's platform.",
            transform: VocabularyArguments.platform)
        var platform: Platform?

        @Option(help: "Run only cases of pages matching this glob (such as ios-*); repeatable; never wider than the adapter's pages.")
        var pages: [String] = []

        @Option(help: "Fail (exit 1) when a case of this area (api-surface, error-codes, …) is skipped or none is selected; repeatable.")
        var require: [String] = []

        @Flag(help: "Stop at the first unexpected failure or error; the cases left are recorded as skipped.")
        var failFast = false

        @Option(help: "Stop after N unexpected failures or errors.")
        var maxFail: Int?

        @Option(
            help: "Seconds the whole run may take (default 600, at most a week); the case in flight then errors and the rest are not run.",
            transform: Seconds.parse)
        var deadline: Double = ConformOptions.defaultDeadline

        @Option(help: "Known failures: {\"version\": 1, \"expectations\": [{\"id\": CASE, \"reason\": WHY}]}.")
        var expectations: String?

        @Flag(help: "Remove from --expectations the entries that passed or match no golden case.")
        var pruneExpectations = false

        /// The conform report formats, and the HTML page of `guidespec report`.
        static let formats = ConformOutcome.formats + [.html]

        @Option(help: ReportRequests.help(Self.formats, default: .text))
        var format: [String] = []

        @Option(
            name: [.short, .customLong("output")],
            help:
                """
                Write the one --format named without a file (or the default format) to this file; when every report goes to a file, \
                standard output gets the text report.
                """
        )
        var output: String?

        @OptionGroup var project: ProjectOptions

        func run() throws {
            // The project file names the golden folder; a broken one is reported even when --golden is given.
            let settings = try project.settings()
            let requests = try ReportRequests.parse(format, output: output, offered: Self.formats, default: .text)
            if let maxFail, maxFail < 1 { throw ValidationError("--max-fail must be at least 1") }
            if let problem = require.lazy.compactMap(ConformOptions.requirementProblem).first { throw ValidationError(problem) }
            if pruneExpectations && expectations == nil { throw ValidationError("--prune-expectations needs --expectations FILE") }
            let folder = golden ?? settings.goldenFolder
            var options = ConformOptions(
                adapter: try adapter.arguments(), golden: URL(fileURLWithPath: folder), only: only, timeout: adapter.timeout,
                deadline: deadline, maximumFailures: failFast ? 1 : maxFail, expectations: expectations.map { URL(fileURLWithPath: $0) },
                pruneExpectations: pruneExpectations, commandLine: Array(CommandLine.arguments.dropFirst()),
                interruption: ConformOptions.terminationSignals, platform: platform, pages: pages, required: require)
            if golden == nil && !settings.layout.isEmpty && !FileManager.default.fileExists(atPath: folder) {
                options.builtCases = try GuideCases.folder(settings)
            }
            try ReportRequests.checkFiles(requests)
            let outcome: ConformOutcome
            do {
                outcome = try GuideSpecKit.Conform.run(options)
            } catch {
                guard error.exit != .badInput else { throw ValidationError(error.description) }
                throw GuideSpecFailure(mapping: error)
            }
            var plan = WritePlan()
            let report = try ReportRequests.plan(requests, into: &plan) { format in
                try outcome.rendered(as: format) ?? HTMLPage.render(drift: nil, conformance: [outcome])
            }
            _ = try plan.commit()
            try StandardStreams.output(report ?? outcome.textReport)
            let shown = requests.first { $0.file == nil }?.format
            if let shown, shown != .text, let command = outcome.pruneCommand {
                StandardStreams.error("expectations are stale; to remove them, run: \(command)\n")
            }
            if let abort = outcome.run.abort { StandardStreams.error("guidespec conform: \(abort)\n") }
            outcome.options.interruption?.endProcessIfSignalled()
            if outcome.exit != .success { throw ExitCode(outcome.exit.rawValue) }
        }
    }
}
