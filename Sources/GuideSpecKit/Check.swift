public import GuideSpecIO
public import GuideSpecDrift
public import GuideSpecHarness
import Foundation
import GuideSpecGoldenCases
import GuideSpecPacks
public import GuideSpecProject
public import GuideSpecSource
import GuideSpecWire

/// `guidespec check`, the CI gate on a guide (the bundled one, or the one a project file describes): specs, drift, golden cases, generated suites and
/// the reference adapters.
public enum Check {
    /// The guide and where its checked-in artefacts are, relative to the working directory.
    public struct Layout: Sendable {
        /// Every page the project file's layout describes.
        public var guides: [GuideFile]
        public var specs: String
        public var baseline: String
        public var golden: String
        /// The generated suites' folder; nil when the project file names none, and the step does not apply.
        public var generatedTests: String?

        /// The layout `project` gives: its pages, and its `paths` in the project file's folder, each defaulting to the
        /// repository's own (`spec`, `drift/baseline.json`, `golden`; no generated suites).
        public init(project: GuideProject) throws(GuideFileError) {
            guides = try GuideSelection.select([], language: nil, page: nil, project: project).files
            specs = project.specsFolder
            baseline = project.baselineFile
            golden = project.goldenFolder
            generatedTests = project.generatedTestsFolder
        }
    }

    /// An adapter the conformance step runs: its argument vector, and the expectations file of its known failures.
    public struct Adapter: Sendable {
        public var arguments: [String]
        public var expectations: String?

        /// The adapter `arguments`, with the known failures `expectations` lists.
        public init(arguments: [String], expectations: String? = nil) {
            self.arguments = arguments
            self.expectations = expectations
        }
    }

    /// What the drift and conformance steps found, for the HTML report (`guidespec check --report`).
    public struct Evidence: Sendable {
        /// The drift step's report; nil when drift could not run.
        public var drift: DriftReport?
        /// The conformance step's runs, one per adapter that could be run, in the order given.
        public var conformance: [ConformOutcome] = []

        /// Nothing found yet.
        public init() {}
    }

    /// Runs every step, each independent of the others' verdicts, in pipeline order, keeping in `evidence` the drift
    /// report and the conformance runs for the HTML report. Each of `adapters` is sent the cases of the
    /// platform and pages its `hello` names; `interruption` ends the conformance run at once, and no further adapter starts.
    ///
    /// The guides are read once and each step takes what the one before it made: the spec step the readings, drift the
    /// same readings, the golden step the cases built once from the specs, the generated-tests step those cases.
    public static func run(
        layout: Layout, project: GuideProject, adapters: [Adapter], timeout: Double = 10, interruption: HarnessInterruption? = nil,
        evidence: inout Evidence
    ) -> [CheckStep] {
        let guides = Guides(layout, project: project)
        return [
            specStep(layout, guides), driftStep(layout, guides, project: project, evidence: &evidence), goldenStep(layout, guides, project: project),
            generatedTestsStep(layout, guides, project: project),
            conformanceStep(layout, guides, adapters: adapters, timeout: timeout, interruption: interruption, evidence: &evidence),
        ]
    }

    /// The guide's pages as read once for every step, and the golden cases their specs give.
    struct Guides {
        /// Each file as read with every diagnostic, as drift compares it.
        var readings: [SourceReading]
        /// Each file as `extract` writes it: at most `InputLimits.diagnosticsPerRule` diagnostics of each rule.
        var extracted: [SourceReading]
        /// The golden cases of the extracted specs, when every guide file was read.
        var cases: [GoldenCase]?

        /// Reads the pages of `layout` as `project` describes the guide.
        init(_ layout: Layout, project: GuideProject) {
            let options = SourceOptions(diagnosticsPerRule: nil, extraction: project.extractionOptions, packExtractors: GuidePacks.extractors)
            readings = layout.guides.map { GuideSource.read($0, options: options) }
            extracted = readings.map { $0.capped(to: InputLimits.diagnosticsPerRule) }
            if extracted.allSatisfy(\.isReadable) {
                cases = GoldenCaseBuilder.cases(
                    from: extracted.compactMap(\.spec), options: project.goldenCaseOptions, packs: GuidePacks.caseBuilders)
            }
        }

        /// Why the golden and generated-tests steps have no cases.
        static let noCases = "a guide file cannot be read: run guidespec extract to see why"

        /// Whether the guide gives no golden case and `folder` (if any) holds no file left from one that did: the golden,
        /// generated-tests and conformance steps do not apply (a component library's guide, with no platforms).
        func givesNoCases(besides folder: String?) -> Bool {
            cases?.isEmpty == true && (folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) }?.isEmpty ?? true)
        }

        /// Why a guide gives no golden case, for the steps that then do not apply.
        static func whyNoCases(_ project: GuideProject) -> String {
            project.platforms.entries.isEmpty ? "the project file names no platforms" : "no page gives one"
        }
    }

    /// The exit code of the whole check: bad input first, then infrastructure failures, then findings.
    public static func exit(of steps: [CheckStep]) -> GuideSpecExit {
        gravest(steps.map(\.exit))
    }

    /// The exit code that wins among `exits`: bad input, then infrastructure failures, then findings.
    static func gravest(_ exits: [GuideSpecExit]) -> GuideSpecExit {
        [GuideSpecExit.badInput, .infrastructure, .findings].first(where: exits.contains) ?? .success
    }

    /// The specs in the specs folder are what the guide's pages give.
    static func specStep(_ layout: Layout, _ guides: Guides) -> CheckStep {
        let name = "spec"
        do {
            let extraction = try Extraction.plan(guides.extracted, into: layout.specs)
            if extraction.exit != .success {
                let unreadable = extraction.results.filter { $0.spec == nil }.map {
                    "\($0.file.path): cannot be read; run guidespec extract to see why"
                }
                return CheckStep(name: name, exit: extraction.exit, summary: "a guide file cannot be read", details: unreadable)
            }
            var stale: [String] = []
            for result in extraction.results {
                guard let spec = result.spec else { continue }
                let path = WritePlan.location(layout.specs, Extraction.specFileName(page: spec.page, language: spec.language))
                let built = try spec.jsonData()
                let existing = try InputFile.readIfPresent(path, limit: InputLimits.specBytes, kind: "spec").get().map { Data($0) }
                if existing != built {
                    stale.append(FirstDifference.describe(path: path, existing: existing, built: built, source: result.file.path))
                }
            }
            guard stale.isEmpty else {
                return CheckStep(
                    name: name, exit: .findings,
                    summary: "\(stale.count) of \(extraction.results.count) specs are out of date: run guidespec extract", details: stale)
            }
            return CheckStep(name: name, exit: .success, summary: "\(extraction.results.count) specs match the guide files")
        } catch {
            let failure = GuideSpecFailure(mapping: error)
            return CheckStep(name: name, exit: failure.exit, summary: "cannot check the specs: \(failure)")
        }
    }

    /// The guide drifts only as far as the baseline accepts; with no baseline, the hint is the command that creates one.
    static func driftStep(_ layout: Layout, _ guides: Guides, project: GuideProject, evidence: inout Evidence) -> CheckStep {
        let name = "drift"
        let files = layout.guides
        guard FileManager.default.fileExists(atPath: layout.baseline) else {
            // drift's own message names its options; check takes none of them, so the hint is the whole command.
            let create = "guidespec drift --baseline \(layout.baseline) --update-baseline --reason TEXT"
            return CheckStep(
                name: name, exit: .badInput, summary: "drift could not run", details: ["\(layout.baseline): no baseline: create it with \(create)"])
        }
        let settings: DriftRuleSettings
        do {
            settings = try project.driftRuleSettings()
        } catch {
            return CheckStep(name: name, exit: error.exit, summary: "drift could not run", details: [error.description])
        }
        let outcome = DriftRun.run(
            DriftRun.Options(
                files: files, baseline: layout.baseline, ruleSettings: settings, extraction: project.extractionOptions, guide: project.driftGuide),
            readings: guides.readings)
        guard let report = outcome.report else {
            return CheckStep(name: name, exit: outcome.exit, summary: "drift could not run", details: outcome.problems)
        }
        evidence.drift = report
        let new = report.newFindings.map { "\($0.rule) \($0.subject): \($0.message)" }
        let stale = report.staleEntries.map { "stale baseline entry \($0.rule) \($0.subject) (\($0.fingerprint)) matches no finding" }
        let accepted = report.entries.count - new.count
        if outcome.exit == .success {
            return CheckStep(name: name, exit: .success, summary: "no new drift (\(accepted) findings accepted by \(layout.baseline))")
        }
        return CheckStep(
            name: name, exit: outcome.exit,
            summary: "\(new.count) new findings, \(stale.count) stale baseline entries against \(layout.baseline)",
            details: outcome.problems + new + stale)
    }

    /// The golden files are what the specs give.
    static func goldenStep(_ layout: Layout, _ guides: Guides, project: GuideProject) -> CheckStep {
        let name = "golden"
        guard let cases = guides.cases else {
            return CheckStep(name: name, exit: .badInput, summary: "cannot compare the golden files", details: [Guides.noCases])
        }
        if guides.givesNoCases(besides: layout.golden) {
            return CheckStep(name: name, exit: .success, summary: "no golden cases to compare: \(Guides.whyNoCases(project))")
        }
        do {
            let comparisons = try GoldenComparison.compare(cases: cases, goldenFolder: layout.golden)
            let stale = comparisons.filter { !$0.upToDate }
            guard stale.isEmpty else {
                let details = stale.flatMap { comparison in
                    ["\(comparison.path): \(comparison.summary)"] + comparison.diff.lines.map { "  \($0)" }
                }
                return CheckStep(
                    name: name, exit: .findings,
                    summary: "\(stale.count) golden files are out of date: run guidespec golden record", details: details)
            }
            return CheckStep(name: name, exit: .success, summary: "\(comparisons.count) golden files match the specs")
        } catch {
            return CheckStep(name: name, exit: error.exit, summary: "cannot compare the golden files", details: ["\(error)"])
        }
    }

    /// The generated Swift Testing suites are what the specs give.
    static func generatedTestsStep(_ layout: Layout, _ guides: Guides, project: GuideProject) -> CheckStep {
        let name = "generated-tests"
        guard let cases = guides.cases else {
            return CheckStep(name: name, exit: .badInput, summary: "cannot generate the suites", details: [Guides.noCases])
        }
        if guides.givesNoCases(besides: layout.generatedTests) {
            return CheckStep(name: name, exit: .success, summary: "no suites to generate: no golden cases (\(Guides.whyNoCases(project)))")
        }
        guard let folder = layout.generatedTests else {
            return CheckStep(name: name, exit: .success, summary: "no generated suites to compare: the project file names no paths.generated-tests")
        }
        do {
            let result = try TestGeneration.run(
                .specs(layout.specs), cases: cases, output: folder, namedOutput: folder, mode: .check,
                options: TestGeneration.Options(goldenCases: project.goldenCaseOptions))
            let (changes, exit) = (result.changes, result.exit)
            let stale = changes.filter { $0.1 != .unchanged }.map { "\($0.0): would be \($0.1.rawValue)" }
            guard exit == .success else {
                return CheckStep(
                    name: name, exit: exit,
                    summary: "generated suites are out of date: run guidespec generate-tests", details: stale)
            }
            return CheckStep(name: name, exit: .success, summary: "\(changes.count) generated files match the specs")
        } catch {
            let failure = GuideSpecFailure(mapping: error)
            return CheckStep(name: name, exit: failure.exit, summary: "cannot generate the suites", details: [failure.description])
        }
    }

    /// Every adapter passes the golden cases it is sent through the adapter protocol: the summary gives each adapter's
    /// count, the details each unexpected failure (under its adapter's name when there are several).
    static func conformanceStep(
        _ layout: Layout, _ guides: Guides, adapters: [Adapter], timeout: Double, interruption: HarnessInterruption?, evidence: inout Evidence
    ) -> CheckStep {
        let name = "conformance"
        guard !adapters.isEmpty else {
            return CheckStep(name: name, exit: .success, summary: "no adapter to run (the project file's paths.adapters is empty)")
        }
        if guides.givesNoCases(besides: layout.golden) {
            return CheckStep(name: name, exit: .success, summary: "no golden cases to run an adapter on")
        }
        var summaries: [String] = []
        var details: [String] = []
        var exits: [GuideSpecExit] = []
        for adapter in adapters {
            let outcome: ConformOutcome
            do {
                outcome = try Conform.run(
                    ConformOptions(
                        adapter: adapter.arguments, golden: URL(fileURLWithPath: layout.golden), timeout: timeout,
                        expectations: adapter.expectations.map { URL(fileURLWithPath: $0) }, interruption: interruption))
            } catch {
                return CheckStep(name: name, exit: .badInput, summary: "cannot run the golden cases", details: [error.description])
            }
            evidence.conformance.append(outcome)
            let passed = outcome.records.filter { $0.result.outcome == .passed }.count
            let known = outcome.records.filter { $0.expectedFailure != nil && $0.result.outcome != .passed }.count
            let knownSummary = known > 0 ? ", \(known) known failures listed in \(adapter.expectations ?? "")" : ""
            summaries.append(
                "\(outcome.adapterTitle): \(passed) of \(outcome.records.count) cases pass" + knownSummary + skipSummary(outcome.records))
            exits.append(outcome.exit)
            guard outcome.exit != .success else { continue }
            let problems =
                (outcome.run.abort.map { ["adapter failure: \($0)"] } ?? [])
                + outcome.records.filter(\.isUnexpectedProblem).map { record in
                    "\(record.result.outcome.status) \(record.result.id): \(record.result.outcome.detail)"
                } + outcome.expectationProblems.map(\.description)
            details += adapters.count > 1 ? problems.map { "\(outcome.adapterTitle): \($0)" } : problems
            if interruption?.signal != nil { break }  // the adapters after an interrupted one are not started
        }
        return CheckStep(name: name, exit: gravest(exits), summary: summaries.joined(separator: "; "), details: details)
    }

    /// `, N skipped (reason; reason)` for the cases the adapter skipped, such as an area it does not implement; empty when none.
    static func skipSummary(_ records: [ConformOutcome.Record]) -> String {
        let reasons = records.compactMap { record -> String? in
            if case .skipped(let reason) = record.result.outcome { reason } else { nil }
        }
        guard !reasons.isEmpty else { return "" }
        return ", \(reasons.count) skipped (\(Set(reasons).sorted().joined(separator: "; ")))"
    }
}
