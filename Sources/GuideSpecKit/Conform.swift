import GuideSpecIO
import Foundation
import GuideSpecWire
import GuideSpecHarness

/// `guidespec conform`: runs the golden cases through an adapter and weighs the results against the known failures.
public enum Conform {
    /// Runs the cases `options` select of the platform and pages the adapter implements; bad golden files, expectations or
    /// patterns, and a selection without any case, are a `ConformInputError` (exit 2; exit 3 when a file could not be read or
    /// the pruned expectations could not be written).
    public static func run(_ options: ConformOptions) throws(ConformInputError) -> ConformOutcome {
        let golden: GoldenFolder
        if let built = options.builtCases {
            golden = built
        } else {
            do { golden = try GoldenFolder.read(options.golden.path, requiringCases: true) } catch { throw ConformInputError(error) }
        }
        let globs = options.only.map(CaseGlob.init)
        let selected = globs.isEmpty ? golden.cases : golden.cases.filter { golden in globs.contains { $0.matches(golden.id) } }
        guard !selected.isEmpty else { throw ConformInputError("--only \(options.only.joined(separator: " ")) matches no golden case") }
        let expectations = try options.expectations.map { url throws(ConformInputError) in try ConformExpectations.load(url) }
        let reasons = expectations?.reasons ?? [:]
        let run = ConformanceHarness.run(
            selected,
            options: HarnessOptions(
                arguments: options.adapter, timeout: options.timeout, deadline: options.deadline, maximumFailures: options.maximumFailures,
                expectedFailures: Set(reasons.keys), interruption: options.interruption, platform: options.platform, pages: options.pages))
        if run.abort == nil && run.results.isEmpty { throw ConformInputError(Self.nothingSelected(run, options: options)) }
        let byID = Dictionary(selected.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let records = run.results.compactMap { result in
            byID[result.id].map { ConformOutcome.Record(result: result, golden: $0, expectedFailure: reasons[result.id]) }
        }
        let allIDs = Set(golden.cases.map(\.id))
        var problems = (expectations?.expectations ?? []).filter { !allIDs.contains($0.id) }.map {
            ConformOutcome.ExpectationProblem.stale(id: $0.id)
        }
        problems += records.filter { $0.expectedFailure != nil && $0.result.outcome == .passed }.map { .unexpectedPass(id: $0.result.id) }
        problems.sort { $0.id < $1.id }
        var pruned: [String] = []
        if options.pruneExpectations, let expectations, let url = options.expectations, !problems.isEmpty {
            pruned = problems.map(\.id)
            do {
                _ = try AtomicFileWriter.write(try expectations.removing(Set(pruned)).data(), to: url)
            } catch {
                throw ConformInputError(GuideSpecFailure(mapping: error))
            }
            problems = []
        }
        return ConformOutcome(
            run: run, records: records, expectationProblems: problems, pruned: pruned, options: options,
            goldenFiles: options.builtCases == nil ? golden.files.map(\.name) : [])
    }

    /// Why no case was sent: the adapter's platform has no case, or the options and the adapter disagree.
    static func nothingSelected(_ run: HarnessRun, options: ConformOptions) -> String {
        let adapter = run.hello.map { "\($0.implementation.name) implements \($0.platform ?? AdapterHello.defaultPlatform)" } ?? "the adapter"
        guard let platform = run.selection.platform else {
            return
                """
                \(adapter); --platform \(options.platform.map(\.id) ?? "") selects none of its cases: a run never widens beyond the \
                adapter's platform
                """
        }
        let others = run.selection.otherPlatforms.keys.sorted().map { "\(run.selection.otherPlatforms[$0, default: 0]) for \($0)" }
        let pages = run.selection.otherPages > 0 ? "; \(run.selection.otherPages) of its cases are on pages not selected" : ""
        return
            """
            \(adapter): no golden case for platform \(platform) \
            (\(others.isEmpty ? "none for any platform" : others.joined(separator: ", ")))\(pages)
            """
    }
}
