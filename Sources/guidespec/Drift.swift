import GuideSpecIO
import ArgumentParser
import GuideSpecDrift
import Foundation
import GuideSpecKit
import GuideSpecProject

extension GuideSpecCommand {
    /// `guidespec drift`: where the languages, revisions or pages of a guide disagree, against a baseline.
    struct Drift: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "drift",
            abstract: "Find drift between the languages, revisions and pages of guide files.",
            discussion: """
                The same page in several languages is compared across languages; the same page in the same language given \
                twice is compared as revisions, older first. Exit codes: 0 no new drift, 1 new drift or stale baseline \
                entries, 2 bad input or usage. See docs/drift-format.md.
                """)

        @OptionGroup var guides: GuideFileOptions
        @OptionGroup var project: ProjectOptions

        @Flag(help: "Also compare across pages.")
        var pages = false

        @Flag(
            help: """
                Also read each named page's files in the other languages: those the layout places, or for a file outside the \
                layout the same name in the other language folders beside its own (what a pre-commit hook of changed pages needs).
                """)
        var otherLanguages = false

        @Option(help: "A baseline of accepted findings, such as drift/baseline.json (default: the project file's paths.baseline, if it names one).")
        var baseline: String?

        @Flag(
            help:
                """
                Rewrite the baseline (--baseline, else the project file's paths.baseline) to accept every current finding (existing reasons \
                are kept).
                """
        )
        var updateBaseline = false

        @Option(help: "Why the findings new to the baseline are accepted (required when --update-baseline adds entries).")
        var reason: String?

        /// The drift report formats, and the HTML page of `guidespec report`.
        static let formats = DriftReport.formats + [.html]

        @Option(help: ReportRequests.help(Self.formats, default: .text))
        var format: [String] = []

        @Option(name: [.short, .customLong("output")], help: ReportRequests.outputHelp)
        var output: String?

        func validate() throws {
            if reason != nil && !updateBaseline { throw ValidationError("--reason only applies with --update-baseline") }
            if otherLanguages && (guides.files.isEmpty || guides.lang != nil || guides.page != nil) {
                throw ValidationError("--other-languages needs files, and no --lang or --page: it finds the other languages of the pages they are")
            }
            _ = try reports()
        }

        /// The baseline the run holds the guide to: the one given, else the one the project file names (as `check` reads it).
        /// A named baseline not written yet is none, with a note on how to create it; `--update-baseline` with neither is a
        /// usage error.
        private func baseline(_ settings: GuideProject) throws -> String? {
            if let baseline { return baseline }
            guard let named = settings.namedBaselineFile else {
                if updateBaseline { throw ValidationError("--update-baseline needs --baseline FILE, or paths.baseline in the project file") }
                return nil
            }
            if !updateBaseline && !FileManager.default.fileExists(atPath: named) {
                StandardStreams.error(
                    """
                    \(named): no baseline yet (paths.baseline): every finding is new; accept them with guidespec drift --update-baseline \
                    --reason TEXT\n
                    """
                )
                return nil
            }
            return named
        }

        /// The reports asked for; a mistake is a usage error.
        private func reports() throws -> [ReportRequest] {
            try ReportRequests.parse(format, output: output, offered: Self.formats, default: .text)
        }

        func run() throws {
            let settings = try project.settings()
            let baseline = try baseline(settings)
            // Files named one by one are part of the guide: the baseline is judged on their pages only.
            var options = DriftRun.Options(
                files: try guides.guideFiles(settings, otherLanguages: otherLanguages), crossPage: pages, baseline: baseline,
                updateBaseline: updateBaseline,
                reason: reason, ruleSettings: try settings.driftRuleSettings(), extraction: settings.extractionOptions, guide: settings.driftGuide,
                partOfGuide: !guides.files.isEmpty)
            options.formerTags = settings.aliases.tagsByLanguage
            let requests = try reports()
            try ReportRequests.checkFiles(requests)
            var outcome = DriftRun.run(options)
            StandardStreams.error(outcome.problems.map { $0 + "\n" }.joined())
            var text: String?
            if let report = outcome.report {
                // A run that cannot read its input writes no file; the readable guides are still reported on standard output.
                let readable = outcome.exit == .success || outcome.exit == .findings
                let planned = readable ? requests : requests.filter { $0.file == nil }
                text = try ReportRequests.plan(planned, into: &outcome.plan) { format in
                    try report.rendered(as: format, workingDirectory: FileManager.default.currentDirectoryPath, languages: settings.languages)
                        ?? HTMLPage.render(drift: report, conformance: [], given: options.files.map(\.path))
                }
                if !readable {
                    StandardStreams.error(requests.compactMap(\.file).map { "\($0): not written: a guide could not be read\n" }.joined())
                }
            }
            let changes = try outcome.plan.commit()
            if let update = outcome.update {
                let written = changes.first.map { "\($0.outcome.rawValue): \(baseline ?? "")" }
                StandardStreams.error((update.summary + outcome.warnings + [written].compactMap { $0 }).map { $0 + "\n" }.joined())
            }
            if let text { try StandardStreams.output(text) }
            if outcome.exit != .success { throw ExitCode(outcome.exit.rawValue) }
        }
    }
}
