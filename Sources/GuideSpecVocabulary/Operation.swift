/// The operations an implementation answers; docs/operations.md gives each one's input and output with an example.
public enum Operation: String, CaseIterable, Codable, Hashable, Sendable {
    case errorCodeForName = "error.code-for-name"
    case errorNameForCode = "error.name-for-code"
    case valueObjectFieldNames = "vo.field-names"
    case valueObjectField = "vo.field"
    case valueObjectDecode = "vo.decode"
    case enumMembers = "enum.members"
    case apiMethod = "api.method"
    case promotionURLBuild = "url.build"
    case promotionURLParse = "url.parse"
    case purchaseScenario = "purchase.scenario"
    case storeKitObserver = "storekit.observer"

    /// The area of the guide the operation checks; an implementation answers an area by conforming to its protocol.
    public var area: Area {
        switch self {
        case .errorCodeForName, .errorNameForCode: .errorCodes
        case .valueObjectFieldNames, .valueObjectField, .valueObjectDecode: .valueObjects
        case .enumMembers: .enums
        case .apiMethod: .apiSurface
        case .promotionURLBuild, .promotionURLParse: .promotionURL
        case .purchaseScenario: .purchaseBehaviour
        case .storeKitObserver: .transactionObserver
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
