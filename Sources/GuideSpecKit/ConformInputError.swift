/// A mistake in what `guidespec conform` was given (golden files, expectations, options): exit 2, with the file and line.
public struct ConformInputError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    /// Creates the error with its message.
    public init(_ description: String) { self.description = description }
}
