public import GuideSpecIO

/// A spec or golden file `golden verify` and `golden record` cannot read: exit 2 (3 when the system refused to read
/// it), nothing written.
public struct GoldenInputError: Error, Hashable, Sendable, CustomStringConvertible {
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

    /// The error for an input file that could not be read.
    init(_ failure: InputFile.Failure) {
        self.init(file: failure.file, failure.problem, exit: failure.exit)
    }

    /// `file:line: message`, or `file: message` without a line.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}

extension GoldenInputError: ExitCodedError {}
