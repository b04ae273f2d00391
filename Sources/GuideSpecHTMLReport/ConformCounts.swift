/// How the cases of one run (or one area of it) ended.
struct ConformCounts {
    var total = 0
    var passed = 0
    /// Failed and not a listed known failure.
    var failed = 0
    /// Errored and not a listed known failure.
    var errored = 0
    var skipped = 0
    /// Failed or errored, and listed as a known failure.
    var known = 0

    /// Counts `cases`.
    init(_ cases: [ConformRunDocument.Case]) {
        for item in cases {
            total += 1
            switch item.status {
            case "passed": passed += 1
            case "skipped": skipped += 1
            case "failed" where item.expectedFailure != nil, "errored" where item.expectedFailure != nil: known += 1
            case "errored": errored += 1
            default: failed += 1
            }
        }
    }

    /// `errored`, `fail`, `partial` (skips or known failures only) or `pass`.
    var tone: String {
        if errored > 0 { return "errored" }
        if failed > 0 { return "fail" }
        return skipped + known > 0 ? "partial" : "pass"
    }

    /// `131 cases: 128 passed, 2 failed, 1 errored`, naming only the counts that are not zero.
    var sentence: String {
        let knownFailures = known == 1 ? "known failure" : "known failures"
        let parts = [(passed, "passed"), (failed, "failed"), (errored, "errored"), (known, knownFailures), (skipped, "skipped")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return Wording.plural(total, "case") + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }
}
