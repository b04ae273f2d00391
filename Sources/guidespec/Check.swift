import GuideSpecIO
import GuideSpecVocabulary
import ArgumentParser
import Foundation
import GuideSpecKit
import GuideSpecDrift

extension GuideSpecCommand {
    /// `guidespec check`: the CI gate on a guide repository, one summary and one exit code.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "The CI gate: specs, drift, golden cases and generated suites up to date, the reference adapters conforming.",
            discussion: """
                Run in the guide's repository: the guide and the paths are those its project file gives (docs/project-file.md). \
                Every step runs even when an earlier one fails. Exit codes: 0 all good; \
                1 something is out of date, drifted or does not conform; 2 bad input; 3 the adapter failed. \
                When several apply, 2 wins over 3, and 3 over 1. SIGINT, SIGTERM or SIGHUP ends the adapter and the \
                processes it started, marks the cases left as not run, prints the report, and ends guidespec by the \
                same signal.
                """)

        @Option(
            help: """
                The adapter to check, as for conform (default: the project file's paths.adapters, each with its expectations, else \
                guidespec-reference-adapter and guidespec-swift-observer-adapter beside this executable, each sent the \
                cases of the pages it implements).
                """)
        var adapter: String?

        @Option(help: "Seconds for the adapter's handshake and for each reply (at most a week).", transform: Seconds.parse)
        var timeout: Double = 10

        /// The `--format` names: the summary as text or Markdown (a CI job summary), the drift step's findings as SARIF,
        /// and the HTML report of the drift and conformance steps.
        static let formats: [ReportFormat] = [.text, .markdown, .sarif, .html]

        @Option(help: ReportRequests.help(Self.formats, default: .text))
        var format: [String] = []

        @Option(name: [.short, .customLong("output")], help: ReportRequests.outputHelp)
        var output: String?

        /// The spelling before `--format html=FILE`, kept so that existing CI jobs go on working.
        @Option(help: .hidden)
        var report: String?

        func validate() throws { _ = try reports() }

        /// The reports asked for (`--report FILE` is `--format html=FILE`, beside the summary on standard output).
        private func reports() throws -> [ReportRequest] {
            let formats = format + (report.map { ["html=\($0)"] } ?? [])
            let summary = format.isEmpty && report != nil ? ["text"] : []
            return try ReportRequests.parse(summary + formats, output: output, offered: Self.formats, default: .text)
        }

        /// The report in `format`; nil for SARIF when the drift step did not run, as there are no findings to give. SARIF places
        /// each finding on a language that departs from the first of `languages` that has it.
        private func render(_ format: ReportFormat, steps: [CheckStep], evidence: GuideSpecKit.Check.Evidence, languages: LanguageOrder) throws
            -> String?
        {
            switch format {
            case .markdown: return CheckMarkdownReport.render(steps)
            case .sarif:
                return try evidence.drift?.rendered(as: .sarif, workingDirectory: FileManager.default.currentDirectoryPath, languages: languages)
            case .html: return try HTMLPage.render(drift: evidence.drift, conformance: evidence.conformance)
            default: return CheckReport.render(steps)
            }
        }

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let settings = try project.settings()
            let layout = try GuideSpecKit.Check.Layout(project: settings)
            let adapters: [GuideSpecKit.Check.Adapter]
            do throws(ConformInputError) {
                if let adapter {
                    adapters = [GuideSpecKit.Check.Adapter(arguments: try ConformOptions.adapterArguments(adapter, extra: []))]
                } else if let named = settings.paths.adapters {
                    adapters = try named.map { named throws(ConformInputError) in
                        GuideSpecKit.Check.Adapter(
                            arguments: try ConformOptions.adapterArguments(named.command, extra: []),
                            expectations: named.expectations.map { settings.root + $0 })
                    }
                } else {
                    adapters = Self.bundledReferenceAdapters.map { GuideSpecKit.Check.Adapter(arguments: [$0]) }
                }
            } catch {
                throw ValidationError(error.description)
            }
            let requests = try reports()
            try ReportRequests.checkFiles(requests)
            // From here on SIGINT, SIGTERM and SIGHUP end the conformance run (adapters and their children included) and
            // the report is still printed; guidespec then ends by the same signal.
            let interruption = ConformOptions.terminationSignals
            var evidence = GuideSpecKit.Check.Evidence()
            let steps = GuideSpecKit.Check.run(
                layout: layout, project: settings, adapters: adapters, timeout: timeout, interruption: interruption, evidence: &evidence)
            var exit = GuideSpecKit.Check.exit(of: steps)
            var plan = WritePlan()
            var shown = ""
            for request in requests {
                guard let text = try render(request.format, steps: steps, evidence: evidence, languages: settings.languages) else {
                    StandardStreams.error("\(request.file ?? "standard output"): not written: the drift step did not run\n")
                    continue
                }
                if let file = request.file { try plan.write(Data(text.utf8), toFile: file) } else { shown = text }
            }
            try StandardStreams.output(shown)
            do {
                let changes = try plan.commit()
                try StandardStreams.output(changes.map { "report: \($0.outcome.rawValue) \($0.path)\n" }.joined())
            } catch {
                StandardStreams.error(error.description + "\n")
                if exit != .badInput { exit = error.exit }
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
