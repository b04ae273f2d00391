public import ConformanceWire

/// What an implementation of the purchase guide provides so that GuideSpec can check it in-process.
///
/// Conform your SDK's facade to it; `OperationDispatcher` turns each golden case into calls on it.
public protocol PurchaseGuideImplementation: GuideImplementation {
    /// The code of the error constant `name`, or nil when the implementation has no such constant.
    func errorCode(forName name: String) -> Int?
    /// The constant name of error `code`, or nil when the code is unknown.
    func errorName(forCode code: Int) -> String?

    /// The field names of value-object class `type`, or nil when the class is unknown.
    func fieldNames(ofValueObject type: String) -> [String]?
    /// The type and nullability of one field, or nil when the class or the field is unknown.
    func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape?
    /// Decodes `payload` into value object `type` and encodes it back, or says why it is refused.
    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection>

    /// The App Store promotion URL for a bundle and product.
    func buildPromotionURL(bundleId: String, productIdentifier: String) -> String
    /// The bundle and product a promotion URL names, or why the URL is refused.
    func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection>

    /// Whether the implementation provides the Objective-C selector `selector` of the documented API.
    func providesSelector(_ selector: String) -> Bool

    /// A fresh store, catalogue, user and game server set up as `setup` says, for one purchase scenario.
    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld
}

/// A field's language-neutral type and nullability.
public struct FieldShape: Hashable, Sendable {
    public var type: FieldType
    public var nullable: Bool

    /// Creates a shape.
    public init(type: FieldType, nullable: Bool) {
        self.type = type
        self.nullable = nullable
    }
}

/// The language-neutral field types of docs/operations.md.
public enum FieldType: String, Codable, CaseIterable, Hashable, Sendable {
    case string, float, integer, boolean, array, object
}

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

/// What a promotion URL asks for.
public struct PromotionRequest: Hashable, Sendable {
    public var bundleId: String
    public var productIdentifier: String

    /// Creates a request.
    public init(bundleId: String, productIdentifier: String) {
        self.bundleId = bundleId
        self.productIdentifier = productIdentifier
    }
}
