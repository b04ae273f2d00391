/// One check `guidespec smoke` makes on an adapter, and how it went.
public struct SmokeCheck: Hashable, Sendable {
    /// What was checked, such as `handshake` or `request error.code-for-name`.
    public var name: String
    public var passed: Bool
    /// What was seen: the reply kind, or the fault.
    public var detail: String

    /// Creates a check result.
    public init(name: String, passed: Bool, detail: String) {
        self.name = name
        self.passed = passed
        self.detail = detail
    }
}
