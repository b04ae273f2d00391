public import GuideSpecIO

/// A golden file or folder, or a spec file golden cases are built from, that cannot be read, with the line and what was
/// expected there: exit 2, or 3 when the system refused to read a file. Nothing is written when one is thrown.
public struct GoldenFileError: ExitCodedError, Hashable, Sendable {
    public var file: String
    /// The line, when the problem has one.
    public var line: Int?
    public var message: String
    public var exit: GuideSpecExit

    /// Creates the error.
    public init(file: String, line: Int? = nil, _ message: String, exit: GuideSpecExit = .badInput) {
        self.file = file
        self.line = line
        self.message = message
        self.exit = exit
    }

    /// The error for a file that could not be read at all.
    public init(_ failure: InputFile.Failure) {
        self.init(file: failure.file, failure.problem, exit: failure.exit)
    }

    /// `file:line: message`, or `file: message` without a line.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
