/// A project file GuideSpec cannot use, with the line and what was expected there: bad input, exit 2.
public struct ProjectFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The project file as found or given.
    public var file: String
    /// The 1-based line of the value at fault (1 for the file as a whole).
    public var line: Int
    /// What was found and what was expected.
    public var message: String

    /// Creates the error.
    public init(file: String, line: Int, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
