/// A value that is not a word of GuideSpec's vocabulary (a platform id, an operation, a format), with what was expected.
public struct VocabularyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was found and what was expected, such as `"iOS" is not a platform id: expected lower-case letters …`.
    public var message: String

    /// Creates the error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

}
