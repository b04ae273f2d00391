import GuideSpecConformance
import GuideSpecPurchaseConformance

/// A paid purchase the Gamebase server has recorded.
struct Payment {
    let paymentSeq: String
    let purchaseToken: String
    /// The store's payment identifier.
    let paymentId: String
    let userId: String
    let gamebaseProductId: String
    let productType: ProductType
    let payload: String?
    /// When it was bought, in epoch milliseconds.
    let purchaseTime: Int
    /// When a subscription ends, in epoch milliseconds; equal to `purchaseTime` for other products.
    let expiryTime: Int
    /// Whether the consume API was called for it.
    var consumed = false

    /// The receipt fields a scenario compares.
    var receipt: ReceiptView {
        ReceiptView(
            gamebaseProductId: gamebaseProductId, productType: productType.rawValue, payload: payload, paymentSeq: paymentSeq,
            purchaseToken: purchaseToken, paymentId: paymentId)
    }
}
