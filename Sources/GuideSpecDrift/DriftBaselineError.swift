/// A baseline file GuideSpec cannot use, with where the problem is and what was expected.
public struct DriftBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The baseline file as the user named it.
    public var file: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// The compiler-style rendering `file:line: error: message`.
    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): error: \(message)"
    }
}
