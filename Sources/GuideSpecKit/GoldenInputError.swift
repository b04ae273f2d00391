/// A spec or golden file `golden verify` and `golden record` cannot read: exit 2, nothing written.
public struct GoldenInputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// The line, when the problem has one.
    public var line: Int?
    public var message: String

    /// Creates the error.
    public init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` without a line.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
