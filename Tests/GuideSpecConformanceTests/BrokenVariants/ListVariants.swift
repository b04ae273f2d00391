import GuideSpecConformance
import GuideSpecPurchaseConformance

/// A not-consumed list of every purchase not consumed, plain subscriptions included, instead of the items left to deliver.
final class NotConsumedIncludesSubscriptions: ForwardingWorld {
    let base: any PurchaseWorld
    private var purchases = PurchaseLog()
    init(_ base: any PurchaseWorld) { self.base = base }

    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        purchases.record(base.requestPurchase(gamebaseProductId: gamebaseProductId, payload: payload, user: user))
    }

    func itemListOfNotConsumed() -> Result<[ReceiptView], GuideError> {
        base.itemListOfNotConsumed().map { items in purchases.receipts.filter { items.contains($0) || $0.productType == "AUTO_RENEWABLE" } }
    }
}

/// A restore that hands back the consumables the game server has consumed, besides the subscriptions.
final class RestoreIncludesConsumedConsumables: ForwardingWorld {
    let base: any PurchaseWorld
    private var purchases = PurchaseLog()
    private var consumed: Set<String> = []
    init(_ base: any PurchaseWorld) { self.base = base }

    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        purchases.record(base.requestPurchase(gamebaseProductId: gamebaseProductId, payload: payload, user: user))
    }

    func consumeOnGameServer(paymentSeq: String, purchaseToken: String) -> ConsumeOutcome {
        let outcome = base.consumeOnGameServer(paymentSeq: paymentSeq, purchaseToken: purchaseToken)
        if outcome != .refusedPurchaseToken { consumed.insert(paymentSeq) }
        return outcome
    }

    func restorePurchases() -> Result<[ReceiptView], GuideError> {
        base.restorePurchases().map { restored in
            purchases.receipts.filter { restored.contains($0) || consumed.contains($0.paymentSeq ?? "") }
        }
    }
}

/// A not-consumed list whose receipts come back without the payload the game passed.
final class NotConsumedDropsPayload: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func itemListOfNotConsumed() -> Result<[ReceiptView], GuideError> {
        base.itemListOfNotConsumed().map { receipts in
            receipts.map { receipt in
                var dropped = receipt
                dropped.payload = nil
                return dropped
            }
        }
    }
}

/// The receipts of the paid purchases a variant has seen, oldest first.
struct PurchaseLog {
    private(set) var receipts: [ReceiptView] = []

    /// Notes a purchase's receipt, when it was paid, and passes the outcome on.
    mutating func record(_ outcome: PurchaseOutcome) -> PurchaseOutcome {
        if case .purchased(let receipt) = outcome { receipts.append(receipt) }
        return outcome
    }
}
