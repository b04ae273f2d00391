/// Why an implementation refuses an input: a reason from docs/operations.md and, where it applies, the field or parameter.
public struct Rejection: Error, Hashable, Sendable {
    public var reason: String
    public var subject: String?

    /// Creates a rejection.
    public init(_ reason: String, subject: String? = nil) {
        self.reason = reason
        self.subject = subject
    }
}
