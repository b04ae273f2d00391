import Foundation
import ConformanceWire
import Harness

/// `guidespec conform`: runs the golden cases through an adapter and weighs the results against the known failures.
public enum Conform {
    /// Runs the cases `options` select; bad golden files, expectations or patterns are a `ConformInputError` (exit 2; exit 3
    /// when a file could not be read or the pruned expectations could not be written).
    public static func run(_ options: ConformOptions) throws(ConformInputError) -> ConformOutcome {
        let golden = try ConformGolden.load(directory: options.golden)
        let globs = options.only.map(CaseGlob.init)
        let selected = globs.isEmpty ? golden.cases : golden.cases.filter { golden in globs.contains { $0.matches(golden.id) } }
        guard !selected.isEmpty else { throw ConformInputError("--only \(options.only.joined(separator: " ")) matches no golden case") }
        let expectations = try options.expectations.map { url throws(ConformInputError) in try ConformExpectations.load(url) }
        let reasons = expectations?.reasons ?? [:]
        let run = ConformanceHarness.run(
            selected,
            options: HarnessOptions(
                arguments: options.adapter, timeout: options.timeout, deadline: options.deadline, maximumFailures: options.maximumFailures,
                expectedFailures: Set(reasons.keys), interruption: options.interruption))
        let records = zip(run.results, selected).map { ConformOutcome.Record(result: $0, golden: $1, expectedFailure: reasons[$0.id]) }
        let allIDs = Set(golden.cases.map(\.id))
        var problems = (expectations?.expectations ?? []).filter { !allIDs.contains($0.id) }.map { ConformOutcome.ExpectationProblem.stale(id: $0.id) }
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
            run: run, records: records, expectationProblems: problems, pruned: pruned, options: options, goldenFiles: golden.files)
    }
}
