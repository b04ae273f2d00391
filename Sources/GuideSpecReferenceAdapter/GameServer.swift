import GuideSpecConformance
import GuideSpecPurchaseConformance

/// The game's own server: delivers a purchased item once per paymentSeq, keeping a delivery record in its DB.
final class GameServer {
    /// A row of the game DB's delivery table.
    struct Delivery {
        let userId: String
        let gamebaseProductId: String
        let paymentSeq: String
        let purchaseToken: String
    }

    private let gamebase: GamebaseServer
    private var deliveries: [String: Delivery] = [:]

    init(gamebase: GamebaseServer) {
        self.gamebase = gamebase
    }

    /// The consume flow: deliver unless the DB shows this paymentSeq delivered (step 2), verifying the token with Gamebase
    /// first (2-1); then, delivered or not, consume (step 3).
    func consume(paymentSeq: String, purchaseToken: String) -> ConsumeOutcome {
        let outcome: ConsumeOutcome
        if deliveries[paymentSeq] != nil {
            outcome = .alreadyDelivered
        } else {
            guard let payment = gamebase.verifiedPayment(paymentSeq: paymentSeq, purchaseToken: purchaseToken) else {
                return .refusedPurchaseToken
            }
            deliveries[paymentSeq] = Delivery(
                userId: payment.userId, gamebaseProductId: payment.gamebaseProductId, paymentSeq: paymentSeq,
                purchaseToken: purchaseToken)
            outcome = .delivered
        }
        gamebase.consume(paymentSeq: paymentSeq, purchaseToken: purchaseToken)
        return outcome
    }
}
