/// Who an implementation is: reported in the adapter handshake and in every report.
public struct ImplementationIdentity: Codable, Hashable, Sendable {
    public var name: String
    public var version: String
    /// The programming language, such as `swift` or `python`.
    public var language: String

    /// Creates an identity.
    public init(name: String, version: String, language: String) {
        self.name = name
        self.version = version
        self.language = language
    }
}
