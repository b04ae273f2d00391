public import GuideSpecIO
public import GuideSpecDocumentModel
public import GuideSpecDrift
public import Foundation
public import GuideSpecExtractors
public import GuideSpecSource

/// The drift stage end to end: guide files in, findings compared against a baseline, an exit code out.
public enum DriftRun {
    /// What to compare and against which baseline.
    public struct Options: Sendable {
        public var files: [GuideFile]
        /// Also run the cross-page rules.
        public var crossPage: Bool
        /// The baseline file as the user named it, or nil for none.
        public var baseline: String?
        /// Rewrite the baseline to accept every current finding.
        public var updateBaseline: Bool
        /// The reason new baseline entries take.
        public var reason: String?
        /// Which rules run, and at which severity (the project file's rule settings).
        public var ruleSettings: DriftRuleSettings
        /// How pages are extracted (the project file's platforms and name prefixes).
        public var extraction: ExtractionOptions
        /// The guide's platforms and roles, for the cross-page rules.
        public var guide: DriftGuide
        /// The files are part of the guide (named one by one, as a pre-commit hook names the changed pages): baseline
        /// entries of pages not among them are neither stale nor dropped by the update, since this run did not compare
        /// them. False when the files are the whole guide, so that an entry of a page that is gone is stale.
        public var partOfGuide: Bool
        /// Each language with the tags that stand for it (the project file's aliases): a baseline entry written while a
        /// language was spelt so keeps its reason through `--update-baseline`.
        public var formerTags: [String: [String]] = [:]

        /// Creates options.
        public init(
            files: [GuideFile], crossPage: Bool = false, baseline: String? = nil, updateBaseline: Bool = false, reason: String? = nil,
            ruleSettings: DriftRuleSettings = DriftRuleSettings(), extraction: ExtractionOptions, guide: DriftGuide, partOfGuide: Bool = false
        ) {
            self.files = files
            self.crossPage = crossPage
            self.baseline = baseline
            self.updateBaseline = updateBaseline
            self.reason = reason
            self.ruleSettings = ruleSettings
            self.extraction = extraction
            self.guide = guide
            self.partOfGuide = partOfGuide
        }
    }

    /// What a run gave: the report (nil on bad input), problems with the input, the baseline update, the exit code.
    public struct Outcome: Sendable {
        public var report: DriftReport?
        /// Diagnostics for unreadable guides and a bad baseline, in `file:line: severity: message` form.
        public var problems: [String]
        /// What `--update-baseline` changes; the file is written when `plan` is committed.
        public var update: DriftBaselineUpdate?
        /// Warnings for whoever ran the update, such as the unknown fields the rewritten baseline drops.
        public var warnings: [String] = []
        /// The files the run writes (the rewritten baseline), checked but not yet written: commit it, with any report
        /// file added, once the exit code allows.
        public var plan = WritePlan()
        public var exit: GuideSpecExit
    }

    /// Reads the guides, compares them, applies the baseline (or plans its rewrite) and chooses the exit code.
    public static func run(_ options: Options, in folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> Outcome {
        run(options, readings: readings(options.files, in: folder, options: options.extraction), in: folder)
    }

    /// The same run over the guides as already read, one reading per file of `options.files` (`check` hands on what its
    /// spec step read).
    public static func run(
        _ options: Options, readings: [SourceReading], in folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> Outcome {
        let pages = readings.compactMap(page(of:))
        let diagnostics = readings.flatMap { $0.isReadable ? [] : $0.diagnostics }
        let unreadable = DiagnosticCap.apply(diagnostics.filter { $0.severity == .error }).map(\.description)
        let readExit = GuideSource.exit(for: diagnostics)
        // Rewriting the baseline from part of the guides would drop the entries of the unreadable ones.
        if !unreadable.isEmpty && options.updateBaseline { return Outcome(report: nil, problems: unreadable, exit: readExit) }
        let inputs = readings.map(input(of:))
        let found = findings(pages, crossPage: options.crossPage, guide: options.guide, settings: options.ruleSettings, files: inputs)
        if found.count > maximumFindings { return Outcome(report: nil, problems: unreadable + [tooManyFindings(found.count)], exit: .badInput) }
        let baseline: DriftBaseline
        let baselineData: Data?
        do {
            (baseline, baselineData) = try loadBaseline(options, in: folder)
        } catch {
            return Outcome(report: nil, problems: [error.description], exit: error.exit)
        }
        let judged = options.partOfGuide ? Set(options.files.map(\.page)) : nil
        guard options.updateBaseline, let path = options.baseline else {
            // The readable guides are still compared, so one bad page among hundreds does not hide the others' drift.
            let report = DriftReport(findings: found, baseline: baseline, inputs: inputs, judgedPages: judged)
            return Outcome(report: report, problems: unreadable, exit: unreadable.isEmpty ? exit(for: report) : readExit)
        }
        do {
            let changes = try DriftBaselineUpdate(
                baseline: baseline, findings: found, reason: options.reason, judgedPages: judged, formerTags: options.formerTags)
            var plan = WritePlan()
            try plan.write(try changes.baseline.jsonData(), toFile: url(path, in: folder).path)
            let dropped = baselineData.map(DriftBaseline.unknownFields(in:)) ?? []
            let warnings =
                dropped.isEmpty
                ? [] : ["\(path): warning: the rewritten baseline drops fields GuideSpec does not know: \(dropped.joined(separator: ", "))"]
            return Outcome(
                report: DriftReport(findings: found, baseline: changes.baseline, inputs: inputs, judgedPages: judged), problems: [], update: changes,
                warnings: warnings,
                plan: plan, exit: .success)
        } catch let error as DriftBaselineUpdateError {
            return Outcome(report: nil, problems: ["\(path): error: \(error)"], exit: .badInput)
        } catch {
            let failure = GuideSpecFailure(mapping: error)
            return Outcome(report: nil, problems: [failure.description], exit: failure.exit)
        }
    }

    /// The most findings one run reports: the whole four-language corpus gives a few hundred; more than this means
    /// the files are not versions of one guide, and a report of that size helps no one.
    public static let maximumFindings = 10_000

    /// The problem line of a run over `maximumFindings`.
    static func tooManyFindings(_ count: Int) -> String {
        """
        drift: error: \(count) findings, over the limit of \(maximumFindings) for one run: the files are probably not versions of one guide; \
        compare fewer or closer files [drift.too-many-findings]
        """
    }

    /// 1 when the report has new findings or stale baseline entries, else 0.
    public static func exit(for report: DriftReport) -> GuideSpecExit { report.fails ? .findings : .success }

    /// Every finding for `pages`: revisions of one page in one language compared in the order given, the latest
    /// revision of each language compared across languages, the language versions `files` (default: the pages' own
    /// files, which leaves out every file that could not be read: give every file of the run, read or not, or call
    /// `findings(of:crossPage:guide:settings:threads:)` with the readings) have of each page, and, with `crossPage`, across pages of the guide
    /// `guide`, each rule as `settings` says. Each page family is compared on its own thread (up to `threads`); the
    /// findings come out in page order, the same bytes as one thread.
    public static func findings(
        _ pages: [DriftPage], crossPage: Bool, guide: DriftGuide, settings: DriftRuleSettings = DriftRuleSettings(), files: [DriftInput]? = nil,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [DriftFinding] {
        var families: [String: [DriftPage]] = [:]
        for page in pages { families[page.spec.page, default: []].append(page) }
        let compared = OrderedParallelMap.map(orderedUnique(pages.map(\.spec.page)).compactMap { families[$0] }, threads: threads) { family in
            var findings: [DriftFinding] = []
            var languages: [DriftPage] = []
            for language in orderedUnique(family.map(\.spec.language)) {
                let revisions = family.filter { $0.spec.language == language }
                for (old, new) in zip(revisions, revisions.dropFirst()) {
                    findings += DriftEngine.compareRevisions(old: old, new: new, settings: settings)
                }
                languages.append(revisions[revisions.count - 1])
            }
            findings += DriftEngine.compareLanguages(languages, settings: settings)
            return (findings, languages)
        }
        var findings = compared.flatMap(\.0) + DriftEngine.compareCoverage(files ?? pages.map(DriftInput.init), guide: guide, settings: settings)
        if crossPage { findings += DriftEngine.comparePages(compared.flatMap(\.1), guide: guide, settings: settings) }
        return findings
    }

    /// Reads and extracts every file of a guide with `options`, each on its own thread (up to `threads`); the pages come out
    /// in file order, and the diagnostics hold the errors of each file that could not be read.
    public static func readPages(
        _ files: [GuideFile], in folder: URL, options: ExtractionOptions, threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> ([DriftPage], [Diagnostic]) {
        let read = readings(files, in: folder, options: options, threads: threads)
        return (read.compactMap(page(of:)), read.flatMap { $0.isReadable ? [] : $0.diagnostics })
    }

    /// Every file of a guide read with `options` as drift reads it (with every diagnostic, which its rules read in the
    /// spec), each on its own thread (up to `threads`), in file order; a path is taken relative to `folder` unless absolute.
    public static func readings(
        _ files: [GuideFile], in folder: URL, options: ExtractionOptions, threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [SourceReading] {
        OrderedParallelMap.map(files, threads: threads) { file in
            GuideSource.read(file, at: url(file.path, in: folder).path, options: SourceOptions(diagnosticsPerRule: nil, extraction: options))
        }
    }

    /// Every finding for the guide files `readings` read, as `findings(_:crossPage:guide:settings:files:threads:)` gives them:
    /// the readable files compared, and every file, read or not, its page's version in its language.
    public static func findings(
        of readings: [SourceReading], crossPage: Bool, guide: DriftGuide, settings: DriftRuleSettings = DriftRuleSettings(),
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [DriftFinding] {
        findings(
            readings.compactMap(page(of:)), crossPage: crossPage, guide: guide, settings: settings, files: readings.map(input(of:)),
            threads: threads)
    }

    /// The file a drift run was given, as `reading` read it: its page and language, and for a file that could not be read,
    /// the first error that kept it out of the comparison.
    public static func input(of reading: SourceReading) -> DriftInput {
        let file = reading.file
        let problem = reading.isReadable ? nil : reading.diagnostics.first { $0.severity == .error && $0.file == file.path }?.message
        return DriftInput(file: file.path, page: file.page, language: file.language, problem: problem)
    }

    /// The page drift compares of a reading; nil for a file that could not be read.
    public static func page(of reading: SourceReading) -> DriftPage? {
        guard let document = reading.document, let spec = reading.spec else { return nil }
        return DriftPage(spec: spec, document: document)
    }

    /// The baseline and its bytes, or an empty one when none is named (or `--update-baseline` will create it).
    private static func loadBaseline(_ options: Options, in folder: URL) throws(GuideSpecFailure) -> (DriftBaseline, Data?) {
        guard let path = options.baseline else { return (DriftBaseline(), nil) }
        let location = url(path, in: folder).path
        switch InputFile.readIfPresent(path, at: location, limit: InputLimits.baselineBytes, kind: "drift baseline") {
        case .failure(let failure):
            throw failure.failure
        case .success(nil):
            if options.updateBaseline { return (DriftBaseline(), nil) }
            throw GuideSpecFailure(mapping: DriftBaselineError.missing(file: path))
        case .success(let bytes?):
            let data = Data(bytes)
            do {
                return (try DriftBaseline.decode(from: data, file: path), data)
            } catch {
                throw GuideSpecFailure(mapping: error)
            }
        }
    }

    private static func url(_ path: String, in folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }

    private static func orderedUnique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
