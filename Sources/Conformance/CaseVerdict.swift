public import ConformanceWire

/// Whether an implementation's output for a golden case is the expected one, and where it differs.
public struct CaseVerdict: Hashable, Sendable {
    /// Each difference as `path: expected X, got Y`, such as `results[1].error: expected 4002, got 4003`; empty when passed.
    public var differences: [String]

    /// True when the output equals the expected output.
    public var passed: Bool { differences.isEmpty }

    /// Compares an output with a case's expected output.
    public init(expected: JSONValue, actual: JSONValue) {
        var differences: [String] = []
        Self.compare(expected, actual, path: "", into: &differences)
        self.differences = differences
    }

    /// Walks both values together and records every leaf or shape that differs.
    private static func compare(_ expected: JSONValue, _ actual: JSONValue, path: String, into differences: inout [String]) {
        switch (expected, actual) {
        case (.object(let want), .object(let got)):
            for key in Set(want.keys).union(got.keys).sorted() {
                let child = path.isEmpty ? key : "\(path).\(key)"
                switch (want[key], got[key]) {
                case (let w?, let g?): compare(w, g, path: child, into: &differences)
                case (let w?, nil): differences.append("\(child): expected \(w), got nothing")
                case (nil, let g?): differences.append("\(child): expected nothing, got \(g)")
                case (nil, nil): break
                }
            }
        case (.array(let want), .array(let got)) where want.count == got.count:
            for (index, pair) in zip(want, got).enumerated() {
                compare(pair.0, pair.1, path: "\(path)[\(index)]", into: &differences)
            }
        default:
            if expected != actual { differences.append("\(path.isEmpty ? "output" : path): expected \(expected), got \(actual)") }
        }
    }
}
