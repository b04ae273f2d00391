public import GuideSpecIO
public import GuideSpecWire
public import GuideSpecHarness

/// Everything a conformance run found: each case's result, what the expectations file says about it, and the exit code.
public struct ConformOutcome: Sendable {
    /// One case's result, the golden case it ran, and its known-failure reason, when the expectations file lists it.
    public struct Record: Sendable {
        public var result: CaseResult
        /// The case as the golden file gives it: its input, expected output and the guide lines behind it.
        public var golden: GoldenCase
        public var expectedFailure: String?

        /// Whether this case makes the run fail: it failed or errored without being expected to.
        public var isUnexpectedProblem: Bool {
            guard expectedFailure == nil else { return false }
            switch result.outcome {
            case .failed, .errored: return true
            case .passed, .skipped: return false
            }
        }
    }

    /// Something wrong with the expectations file that this run discovered.
    public enum ExpectationProblem: Hashable, Sendable, CustomStringConvertible {
        /// A case listed as a known failure passed.
        case unexpectedPass(id: String)
        /// An entry whose id is no golden case.
        case stale(id: String)

        public var id: String {
            switch self {
            case .unexpectedPass(let id), .stale(let id): id
            }
        }

        public var description: String {
            switch self {
            case .unexpectedPass(let id): "\(id): listed as a known failure but passed"
            case .stale(let id): "\(id): listed as a known failure but no golden case has this id"
            }
        }
    }

    public var run: HarnessRun
    public var records: [Record]
    public var expectationProblems: [ExpectationProblem]
    /// The entries `--prune-expectations` removed.
    public var pruned: [String]
    public var options: ConformOptions
    public var goldenFiles: [String]

    /// 2 when the adapter speaks another operation vocabulary; 3 when it could not run or a case errored unexpectedly; else
    /// 1 on a failure or an expectations problem; else 0.
    public var exit: GuideSpecExit {
        if case .unsupportedVocabulary = run.abort { return .badInput }
        if run.abort != nil || records.contains(where: { $0.isUnexpectedProblem && $0.result.outcome.status == "errored" }) {
            return .infrastructure
        }
        if records.contains(where: \.isUnexpectedProblem) || !expectationProblems.isEmpty || !unmetRequirements.isEmpty { return .findings }
        return .success
    }

    /// How many cases each area has and how many of them were skipped, by area (`api-surface`), sorted.
    var skipsByArea: [(area: String, cases: Int, skipped: Int)] {
        var byArea: [String: (cases: Int, skipped: Int)] = [:]
        for record in records {
            let area = record.golden.operation.area?.rawValue ?? record.golden.operation.name
            let skipped = record.result.outcome.status == "skipped" ? 1 : 0
            byArea[area, default: (0, 0)].cases += 1
            byArea[area, default: (0, 0)].skipped += skipped
        }
        return byArea.keys.sorted().map { (area: $0, cases: byArea[$0]?.cases ?? 0, skipped: byArea[$0]?.skipped ?? 0) }
    }

    /// The areas of which every case was skipped, such as those of operations the adapter does not list.
    public var skippedAreas: [String] {
        skipsByArea.filter { $0.skipped == $0.cases }.map(\.area)
    }

    /// Each area `--require` names with a skipped case (or no case at all): `area: N of M cases skipped`.
    public var unmetRequirements: [String] {
        let byArea = Dictionary(skipsByArea.map { ($0.area, $0) }, uniquingKeysWith: { first, _ in first })
        return Set(options.required).sorted().compactMap { area in
            guard let counts = byArea[area] else { return "\(area): no case of it was selected" }
            return counts.skipped > 0 ? "\(area): \(counts.skipped) of \(counts.cases) cases skipped" : nil
        }
    }

    /// How many cases ended each way, by status (`passed`, `failed`, `skipped`, `errored`), plus `expected-failures`.
    public var counts: [String: Int] {
        var counts = ["passed": 0, "failed": 0, "skipped": 0, "errored": 0, "expected-failures": 0]
        for record in records {
            counts[record.result.outcome.status, default: 0] += 1
            if record.expectedFailure != nil && record.result.outcome != .passed && record.result.outcome.status != "skipped" {
                counts["expected-failures", default: 0] += 1
            }
        }
        return counts
    }

    /// The command that removes the problem entries from the expectations file, or nil when there is nothing to prune.
    public var pruneCommand: String? {
        guard !expectationProblems.isEmpty, !options.pruneExpectations else { return nil }
        return "guidespec " + ConformOptions.quoted(options.commandLine + ["--prune-expectations"])
    }
}
