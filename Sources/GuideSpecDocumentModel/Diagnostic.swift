import GuideSpecDisplayText

/// A problem found in an input file, with where it is and what a person can do about it.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public var severity: Severity
    /// A stable identifier of the check that produced it, such as `input.invalid-utf8`.
    public var rule: String
    /// The file the problem is in, as the user named it.
    public var file: String
    /// The 1-based line the problem is on.
    public var line: Int
    /// What is wrong and what was expected.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, rule: String, file: String, line: Int, _ message: String) {
        self.severity = severity
        self.rule = rule
        self.file = file
        self.line = line
        self.message = message
    }

    /// The compiler-style rendering `file:line: severity: message [rule]`, on one line whatever the file or the message quote
    /// (`DisplayText.line`).
    public var description: String { DisplayText.line("\(file):\(line): \(severity.rawValue): \(message) [\(rule)]") }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsError: Bool { contains { $0.severity == .error } }

    /// The diagnostics in file, line, rule and message order, so reports are deterministic.
    public func sortedForReport() -> [Diagnostic] {
        sorted { ($0.file, $0.line, $0.rule, $0.message) < ($1.file, $1.line, $1.rule, $1.message) }
    }
}
