/// An operation an implementation answers, by the name docs/operations.md gives it (`error.code-for-name`): what a golden
/// case, an adapter's hello and each request carry. Any name is an operation value, so that one read from a stranger's
/// file keeps its spelling for the message that refuses it; `area` says whether this build knows it.
public struct Operation: Hashable, Sendable, CustomStringConvertible {
    /// The name, such as `error.code-for-name`.
    public let name: String

    /// The operation named `name`, known to this build or not.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}

extension Operation: Codable {
    /// Reads the name, whatever it is: where text enters, the reader asks `area` whether the operation is known.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

extension Operation: ExpressibleByStringLiteral {
    /// The operation a literal in code names, as generated suites write their cases (`operation: "url.build"`).
    public init(stringLiteral name: String) {
        self.init(name)
    }
}

extension Operation {
    /// The code of an error constant.
    public static let errorCodeForName: Operation = "error.code-for-name"
    /// The error constant of a code.
    public static let errorNameForCode: Operation = "error.name-for-code"
    /// The field names of a value object.
    public static let valueObjectFieldNames: Operation = "vo.field-names"
    /// The type and nullability of one field of a value object.
    public static let valueObjectField: Operation = "vo.field"
    /// A value object decoded from a JSON payload.
    public static let valueObjectDecode: Operation = "vo.decode"
    /// The members of an enumeration.
    public static let enumMembers: Operation = "enum.members"
    /// Whether the SDK provides a documented method.
    public static let apiMethod: Operation = "api.method"
    /// A promotion URL built from its parameters.
    public static let promotionURLBuild: Operation = "url.build"
    /// A promotion URL's parameters.
    public static let promotionURLParse: Operation = "url.parse"
    /// The outcome of a purchase story run against the SDK.
    public static let purchaseScenario: Operation = "purchase.scenario"
    /// A StoreKit payment-queue script run against a transaction observer.
    public static let storeKitObserver: Operation = "storekit.observer"

    /// The operations of docs/operations.md, in its order: the order an adapter's hello lists those it answers in.
    public static let documented: [Operation] = [
        .errorCodeForName, .errorNameForCode, .valueObjectFieldNames, .valueObjectField, .valueObjectDecode, .enumMembers, .apiMethod,
        .promotionURLBuild, .promotionURLParse, .purchaseScenario, .storeKitObserver,
    ]

    /// The area of the guide the operation checks, whose protocol an implementation conforms to in order to answer it; nil
    /// for an operation docs/operations.md does not list.
    public var area: Area? {
        switch self {
        case .errorCodeForName, .errorNameForCode: .errorCodes
        case .valueObjectFieldNames, .valueObjectField, .valueObjectDecode: .valueObjects
        case .enumMembers: .enums
        case .apiMethod: .apiSurface
        case .promotionURLBuild, .promotionURLParse: .promotionURL
        case .purchaseScenario: .purchaseBehaviour
        case .storeKitObserver: .transactionObserver
        default: nil
        }
    }

    /// A part of the guide that golden cases, case ids and generated suites are grouped by.
    public enum Area: String, CaseIterable, Codable, Hashable, Sendable {
        case errorCodes = "error-codes"
        case valueObjects = "value-objects"
        case enums
        case apiSurface = "api-surface"
        case promotionURL = "promotion-url"
        case purchaseBehaviour = "purchase-behaviour"
        /// The StoreKit payment-queue contract of an SDK's transaction observer, run over a simulated queue.
        case transactionObserver = "transaction-observer"
    }
}

extension Operation.Area {
    /// Whether suites are generated for the area unless asked otherwise: not for the transaction observer, whose cases need
    /// an app's StoreKit observer code (`TransactionObserverBehaviour`), which an SDK's facade is not.
    public var isGeneratedByDefault: Bool { self != .transactionObserver }
}
