public import GuideSpecIO

/// A mistake in what `guidespec conform` was given (golden files, expectations, options): exit 2, with the file and
/// line; exit 3 when the system refused to read or write one of its files.
public struct ConformInputError: ExitCodedError, Hashable, Sendable {
    public var description: String
    public var exit: GuideSpecExit

    /// Creates the error with its message.
    public init(_ description: String, exit: GuideSpecExit = .badInput) {
        self.description = description
        self.exit = exit
    }

    /// The error for a file that could not be read, or a write that failed.
    public init(_ failure: some ExitCodedError) {
        self.init(failure.description, exit: failure.exit)
    }
}
