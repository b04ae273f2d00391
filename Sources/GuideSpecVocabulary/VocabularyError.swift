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

    /// `text` as a message quotes it: at most 64 characters, control characters escaped, so that a stranger's value cannot
    /// flood or forge a diagnostic line.
    static func shown(_ text: String) -> String {
        let cut = text.count > 64 ? String(text.prefix(64)) + "…" : text
        return cut.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }
}
