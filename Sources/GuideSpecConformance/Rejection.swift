public import GuideSpecWire

/// Why an implementation refuses an input: a reason from docs/operations.md and, where it applies, the field or parameter.
public struct Rejection: Error, Hashable, Sendable {
    public var reason: String
    public var subject: String?

    /// Creates a rejection.
    public init(_ reason: String, subject: String? = nil) {
        self.reason = reason
        self.subject = subject
    }

    /// The output of a refused input: `{"rejected": {"reason": …, "subject": …}}`, the subject when there is one.
    public var output: JSONValue {
        var members: [String: JSONValue] = ["reason": .string(reason)]
        if let subject { members["subject"] = .string(subject) }
        return ["rejected": .object(members)]
    }
}
