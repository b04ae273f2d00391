public import GuideSpecWire

/// Whether an implementation's output for a golden case is the expected one, and where it differs.
public struct CaseVerdict: Hashable, Sendable {
    /// Each difference as `path: expected X, got Y`, such as `results[1].error: expected 4002, got 4003`, long values cut; empty when passed.
    public var differences: [String]

    /// True when the output equals the expected output.
    public var passed: Bool { differences.isEmpty }

    /// A failed verdict with one line that says why no output could be compared.
    public init(failure: String) {
        differences = [failure]
    }

    /// Compares an output with a case's expected output.
    public init(expected: JSONValue, actual: JSONValue) {
        differences = JSONDifference.between(expected, actual).map { difference in
            let path = difference.path.isEmpty ? "output" : difference.path
            return "\(path): expected \(difference.old.map(\.excerpt) ?? "nothing"), got \(difference.new.map(\.excerpt) ?? "nothing")"
        }
    }
}
