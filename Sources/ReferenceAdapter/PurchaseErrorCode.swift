/// The errors the purchase guide documents, with their codes and Objective-C constant names.
public enum PurchaseErrorCode: Int, CaseIterable, Sendable {
    case notSupported = 10
    case notInitialized = 4001
    case userCanceled = 4002
    case notFinishedPreviousPurchasing = 4003
    case notEnoughCash = 4004
    case inactiveProductId = 4005
    case notExistProductId = 4006
    /// Documented by the English guide only.
    case limitExceeded = 4007
    case notSupportedMarket = 4010
    /// Documented by the Chinese guide only.
    case externalLibraryError = 4201
    case unknownError = 4999

    /// The constant the guide names the error by, such as `TCGB_ERROR_PURCHASE_USER_CANCELED`.
    public var constantName: String {
        switch self {
        case .notSupported: "TCGB_ERROR_NOT_SUPPORTED"
        case .notInitialized: "TCGB_ERROR_PURCHASE_NOT_INITIALIZED"
        case .userCanceled: "TCGB_ERROR_PURCHASE_USER_CANCELED"
        case .notFinishedPreviousPurchasing: "TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING"
        case .notEnoughCash: "TCGB_ERROR_PURCHASE_NOT_ENOUGH_CASH"
        case .inactiveProductId: "TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID"
        case .notExistProductId: "TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID"
        case .limitExceeded: "TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED"
        case .notSupportedMarket: "TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET"
        case .externalLibraryError: "TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR"
        case .unknownError: "TCGB_ERROR_PURCHASE_UNKNOWN_ERROR"
        }
    }

    /// The error whose constant is `name`, or nil.
    public init?(constantName name: String) {
        guard let match = Self.allCases.first(where: { $0.constantName == name }) else { return nil }
        self = match
    }
}
