/// The Objective-C selectors of the reference SDK's public `TCGBPurchase` API, as the guide documents them.
public enum PurchaseSelector: String, CaseIterable, Sendable {
    case requestPurchase = "requestPurchaseWithGamebaseProductId:viewController:completion:"
    case requestPurchaseWithPayload = "requestPurchaseWithGamebaseProductId:payload:viewController:completion:"
    /// The legacy API, documented by the Chinese guide only.
    case requestPurchaseWithItemSeq = "requestPurchaseWithItemSeq:viewController:completion:"
    case requestItemListPurchasable = "requestItemListPurchasableWithCompletion:"
    case requestItemListOfNotConsumed = "requestItemListOfNotConsumedWithCompletion:"
    case requestActivatedPurchases = "requestActivatedPurchasesWithCompletion:"
    case requestRestore = "requestRestoreWithCompletion:"
}
