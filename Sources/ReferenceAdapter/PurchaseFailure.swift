/// The ways a purchase request or a list request fails in the documented behaviour, checked in this order.
public enum PurchaseFailure: CaseIterable, Sendable {
    case notInitialized
    case notSupportedMarket
    case notFinishedPreviousPurchasing
    case notExistProductId
    case inactiveProductId
    case userCanceled

    /// The error's name as the platforms other than iOS spell it (iOS prefixes `TCGB_ERROR_`).
    public var neutralName: String {
        switch self {
        case .notInitialized: "PURCHASE_NOT_INITIALIZED"
        case .notSupportedMarket: "PURCHASE_NOT_SUPPORTED_MARKET"
        case .notFinishedPreviousPurchasing: "PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING"
        case .notExistProductId: "PURCHASE_NOT_EXIST_PRODUCT_ID"
        case .inactiveProductId: "PURCHASE_INACTIVE_PRODUCT_ID"
        case .userCanceled: "PURCHASE_USER_CANCELED"
        }
    }
}
