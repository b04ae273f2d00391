public import ConformanceWire

/// A value-object class of the guide: decoded from a JSON payload and encoded back with every declared field.
public protocol ValueObject: Sendable {
    /// The Objective-C class name the guide declares, such as `TCGBPurchasableItem`.
    static var className: String { get }
    /// The declared properties in the guide's order, which is also the order decoding checks them in.
    static var declaredFields: [DeclaredField] { get }
    /// Decodes a payload keyed by field name; members the class does not declare are ignored.
    init(decoding json: JSONValue) throws(PayloadError)
    /// The object keyed by field name, with every declared field (null for an absent nullable one).
    var encoded: JSONValue { get }
}

extension ValueObject {
    /// The declared field called `name`, or nil.
    public static func declaredField(_ name: String) -> DeclaredField? {
        declaredFields.first { $0.name == name }
    }
}

/// Every value-object class the reference SDK provides.
public enum ValueObjectCatalogue {
    /// The classes, in the guide's order.
    public static let classes: [any ValueObject.Type] = [PurchasableReceipt.self, PurchasableItem.self]

    /// The class named `className`, or nil.
    public static func valueObjectClass(named className: String) -> (any ValueObject.Type)? {
        classes.first { $0.className == className }
    }
}
