/// The Gamebase server: records store payments under a fresh paymentSeq and purchaseToken, verifies and consumes them.
final class GamebaseServer {
    private var payments: [Payment] = []

    /// Records a payment the store confirmed and issues its paymentSeq and purchaseToken.
    func recordPayment(
        paymentId: String, userId: String, product: ConsoleCatalogue.Product, payload: String?, purchaseTime: Int
    ) -> Payment {
        let number = payments.count + 1
        let payment = Payment(
            paymentSeq: "payment-seq-\(number)", purchaseToken: "purchase-token-\(number)-\(paymentId)", paymentId: paymentId,
            userId: userId, gamebaseProductId: product.gamebaseProductId, productType: product.productType, payload: payload,
            purchaseTime: purchaseTime, expiryTime: purchaseTime + product.subscriptionDays * WorldClock.millisecondsPerDay)
        payments.append(payment)
        return payment
    }

    /// The Payment Transaction API: the payment recorded under `paymentSeq` when `purchaseToken` is the one issued with it.
    func verifiedPayment(paymentSeq: String, purchaseToken: String) -> Payment? {
        payments.first { $0.paymentSeq == paymentSeq && $0.purchaseToken == purchaseToken }
    }

    /// The consume API: marks the payment consumed when `purchaseToken` is the one issued with `paymentSeq`.
    func consume(paymentSeq: String, purchaseToken: String) {
        for index in payments.indices where payments[index].paymentSeq == paymentSeq && payments[index].purchaseToken == purchaseToken {
            payments[index].consumed = true
        }
    }

    /// The user's consumable payments not consumed yet, oldest first.
    func notConsumed(userId: String) -> [Payment] {
        payments.filter { $0.userId == userId && $0.productType.isConsumed && !$0.consumed }
    }

    /// The user's subscription payments that expire after `now`, oldest first.
    func activated(userId: String, now: Int) -> [Payment] {
        subscriptions(userId: userId).filter { $0.expiryTime > now }
    }

    /// Every subscription payment of the user, expired ones included, oldest first.
    func subscriptions(userId: String) -> [Payment] {
        payments.filter { $0.userId == userId && $0.productType.isSubscription }
    }
}
