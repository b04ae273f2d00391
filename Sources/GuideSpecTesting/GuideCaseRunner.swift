import Foundation
import GuideSpecAreas
public import GuideSpecConformance
public import GuideSpecWire
public import Testing

/// Runs generated cases against an implementation where their tests stand: one issue per failing case, at its test, naming
/// every difference and the guide lines behind the case; known issues that must fail; each case in a child process where
/// the test target can start one. The generated suites' support file holds one runner and hands it its exit test.
public struct GuideCaseRunner: Sendable {
    /// What is put before each guide file a case cites, so that the location opens from where the tests run.
    public let guideRoot: String
    /// Makes the implementation under test: the test target's `adapterUnderTest()`.
    private let implementation: @Sendable () -> any GuideImplementation

    /// A runner of cases against the implementations `implementation` makes, citing guide files under `guideRoot`.
    public init(guideRoot: String, implementation: @escaping @Sendable () -> any GuideImplementation) {
        self.guideRoot = guideRoot
        self.implementation = implementation
    }

    /// The dispatcher over a fresh implementation, answering every area: the generic ones and each pack's.
    private var dispatcher: OperationDispatcher { OperationDispatcher(implementation(), areas: GuideAreas.all) }

    /// Whether the implementation under test conforms to the protocol of `area` (such as `error-codes`).
    public func implements(_ area: String) -> Bool {
        guard let known = Operation.Area(rawValue: area) else { return false }
        return dispatcher.supports(known)
    }

    /// Runs one case and records, at `sourceLocation`, one issue naming every difference and the guide lines. A case listed
    /// in `knownIssues` (case id → why it fails) must fail: its test fails when it passes.
    ///
    /// Unless `GUIDESPEC_IN_PROCESS` is set, to debug a case, the case runs through `inChildProcess`, which runs `run` in a
    /// child process (an exit test, which only the test target can write, since its body names the target's implementation)
    /// and returns false where there are none (iOS, tvOS, watchOS, visionOS); the case then runs in this process.
    public func check(
        _ golden: GoldenCase, knownIssues: [String: String], sourceLocation: SourceLocation,
        inChildProcess: (GoldenCase, SourceLocation) async -> Bool
    ) async {
        guard let reason = knownIssues[golden.id] else {
            return await isolated(golden, sourceLocation: sourceLocation, inChildProcess: inChildProcess)
        }
        await withKnownIssue(Comment(rawValue: reason), sourceLocation: sourceLocation) {
            await isolated(golden, sourceLocation: sourceLocation, inChildProcess: inChildProcess)
        }
    }

    /// Runs the case in a child process when one can be had and is wanted, else here.
    private func isolated(_ golden: GoldenCase, sourceLocation: SourceLocation, inChildProcess: (GoldenCase, SourceLocation) async -> Bool) async {
        if ProcessInfo.processInfo.environment["GUIDESPEC_IN_PROCESS"] == nil, await inChildProcess(golden, sourceLocation) { return }
        run(golden, sourceLocation: sourceLocation)
    }

    /// Runs the case in this process: its verdict (`OperationDispatcher.verdict(on:)`), recorded at `sourceLocation` as one
    /// issue, the differences then the guide lines, when it fails.
    public func run(_ golden: GoldenCase, sourceLocation: SourceLocation) {
        let verdict = dispatcher.verdict(on: golden)
        guard !verdict.passed else { return }
        Issue.record(Comment(rawValue: (verdict.differences + citations(golden)).joined(separator: "\n")), sourceLocation: sourceLocation)
    }

    /// What a case whose child process ended says, with the guide lines: the expectation of the exit test.
    public func trapped(_ golden: GoldenCase) -> Comment {
        let what =
            "the implementation ended its process while answering \(golden.id) (a trap, such as a failed precondition); "
            + "run the case with GUIDESPEC_IN_PROCESS=1 in a debugger to see where"
        return Comment(rawValue: ([what] + citations(golden)).joined(separator: "\n"))
    }

    /// The guide lines behind a case, and the languages that dispute it.
    func citations(_ golden: GoldenCase) -> [String] {
        golden.sources.map { "guide \($0.language) \(guideRoot)\($0.file):\($0.line) (\($0.item))" }
            + golden.disputedBy.map { "disputed by \($0.language): \($0.says)" }
    }

    /// Records one issue naming every known issue whose id is no case of `suites`, so that the list cannot rot.
    public func checkKnownIssues(_ suites: [[GoldenCase]], knownIssues: [String: String]) {
        let ids = Set(suites.joined().map(\.id))
        let stale = knownIssues.keys.filter { !ids.contains($0) }.sorted()
        guard !stale.isEmpty else { return }
        Issue.record(Comment(rawValue: "guideKnownIssues names no generated case: " + stale.joined(separator: ", ")))
    }
}
