/// The kinds of product the guide's `productType` comment enumerates.
public enum ProductType: String, CaseIterable, Sendable {
    /// A type this SDK does not recognise; the guide asks to update the SDK or contact support.
    case unknown = "UNKNOWN"
    case consumable = "CONSUMABLE"
    case autoRenewable = "AUTO_RENEWABLE"
    /// A subscription that periodically grants a consumable product.
    case consumableAutoRenewable = "CONSUMABLE_AUTO_RENEWABLE"

    /// The type named `key`, or `.unknown` for any key the guide does not document, as the guide says.
    public init(key: String) {
        self = Self(rawValue: key) ?? .unknown
    }

    /// Whether purchases of this type renew until they expire (and so are listed as activated and restored).
    public var isSubscription: Bool { self == .autoRenewable || self == .consumableAutoRenewable }

    /// Whether purchases of this type deliver an item that the game server consumes.
    public var isConsumed: Bool { self == .consumable || self == .consumableAutoRenewable }
}
