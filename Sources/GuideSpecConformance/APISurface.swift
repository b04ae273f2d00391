/// The API-surface area: whether the implementation provides a documented method.
public protocol APISurface: GuideImplementation {
    /// Whether the implementation provides `method`.
    func providesMethod(_ method: MethodQuery) -> Bool
}

/// A documented method asked for: its owner, its name and its parameters' neutral types, as docs/operations.md says.
public struct MethodQuery: Hashable, Sendable {
    /// The type or facade the method is called on (`SDKAuth`, `Sdk.Auth`); nil when the guide names none.
    public var owner: String?
    /// The name as the platform writes it; for Objective-C the full selector.
    public var name: String
    /// The parameters' neutral types in order (`string`, `Activity`, `DataCallback<PurchasableReceipt>`); nil when the guide
    /// only uses the method and never declares it, so that any signature under `name` counts.
    public var parameters: [String]?

    /// Creates a query.
    public init(owner: String?, name: String, parameters: [String]?) {
        self.owner = owner
        self.name = name
        self.parameters = parameters
    }
}
