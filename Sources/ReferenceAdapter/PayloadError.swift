public import GuideSpecConformance

/// Why a JSON payload does not decode into a value object.
public enum PayloadError: Error, Hashable, Sendable {
    /// A required field is absent or null.
    case missingField(String)
    /// A field holds a JSON value of the wrong kind.
    case wrongType(String)

    /// The rejection docs/operations.md names for this problem.
    public var rejection: Rejection {
        switch self {
        case .missingField(let field): Rejection("missing-field", subject: field)
        case .wrongType(let field): Rejection("wrong-type", subject: field)
        }
    }
}
