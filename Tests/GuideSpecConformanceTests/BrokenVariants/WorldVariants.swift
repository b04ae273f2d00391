import GuideSpecConformance
import GuideSpecPurchaseConformance

/// A game server that delivers again for a paymentSeq it has already delivered.
final class DeliversTwice: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func consumeOnGameServer(paymentSeq: String, purchaseToken: String) -> ConsumeOutcome {
        let outcome = base.consumeOnGameServer(paymentSeq: paymentSeq, purchaseToken: purchaseToken)
        return outcome == .alreadyDelivered ? .delivered : outcome
    }
}

/// A game server that verifies the purchase token before it looks in its delivery DB, refusing a wrong token even for a
/// purchase it has delivered.
final class TokenBeforeDeliveryDB: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func consumeOnGameServer(paymentSeq: String, purchaseToken: String) -> ConsumeOutcome {
        // The token a consume step with "purchaseToken": "wrong" sends (docs/operations.md).
        if purchaseToken == "not-the-issued-purchase-token" { return .refusedPurchaseToken }
        return base.consumeOnGameServer(paymentSeq: paymentSeq, purchaseToken: purchaseToken)
    }
}

/// A game server that provides the item before it verifies the purchase token: a forged token gets the item delivered and
/// recorded in the game DB, though the consume is reported refused, and the real token then finds it already delivered.
final class DeliversBeforeVerifyingToken: ForwardingWorld {
    let base: any PurchaseWorld
    /// The paymentSeqs delivered on a token that the verification then refused.
    private var deliveredUnverified: Set<String> = []
    init(_ base: any PurchaseWorld) { self.base = base }

    func consumeOnGameServer(paymentSeq: String, purchaseToken: String) -> ConsumeOutcome {
        let outcome = base.consumeOnGameServer(paymentSeq: paymentSeq, purchaseToken: purchaseToken)
        // The game DB already holds the forged delivery: step 2 finds it, whatever the token.
        if deliveredUnverified.contains(paymentSeq) { return .alreadyDelivered }
        if outcome == .refusedPurchaseToken { deliveredUnverified.insert(paymentSeq) }
        return outcome
    }
}

/// A restore that returns only the subscriptions that have not expired.
final class RestoreDropsExpired: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func restorePurchases() -> Result<[ReceiptView], GuideError> { base.activatedPurchases() }
}

/// An activated-subscriptions list that keeps expired subscriptions.
final class ActivatedIncludesExpired: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func activatedPurchases() -> Result<[ReceiptView], GuideError> { base.restorePurchases() }
}

/// A cancelled purchase reported as TCGB_ERROR_PURCHASE_UNKNOWN_ERROR instead of TCGB_ERROR_PURCHASE_USER_CANCELED.
final class CancelReportsUnknownError: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        let outcome = base.requestPurchase(gamebaseProductId: gamebaseProductId, payload: payload, user: user)
        return outcome == .failed(GuideError(code: 4002)) ? .failed(GuideError(code: 4999)) : outcome
    }
}

/// A receipt that comes back from a purchase without the payload the game passed.
final class PayloadNotKept: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        let outcome = base.requestPurchase(gamebaseProductId: gamebaseProductId, payload: payload, user: user)
        guard case .purchased(var receipt) = outcome else { return outcome }
        receipt.payload = nil
        return .purchased(receipt)
    }
}

/// A client that forgets a store sheet left open, so the next purchase never meets TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING.
final class ForgetsOpenPurchase: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        let outcome = base.requestPurchase(gamebaseProductId: gamebaseProductId, payload: payload, user: user == .leavesOpen ? .cancels : user)
        return user == .leavesOpen && outcome == .failed(GuideError(code: 4002)) ? .pending : outcome
    }
}

/// An activated-subscriptions list of plain subscriptions only, leaving out the consumable ones the guide lists too.
final class ActivatedLeavesOutConsumableSubscriptions: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func activatedPurchases() -> Result<[ReceiptView], GuideError> {
        base.activatedPurchases().map { $0.filter { $0.productType != "CONSUMABLE_AUTO_RENEWABLE" } }
    }
}

/// An activated-subscriptions list that returns only its first entry.
final class ActivatedReturnsItsFirstEntryOnly: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func activatedPurchases() -> Result<[ReceiptView], GuideError> {
        base.activatedPurchases().map { Array($0.prefix(1)) }
    }
}

/// Reports a purchase whose payment sheet is left open as TCGB_ERROR_PURCHASE_PENDING (4008) rather than as pending: the
/// step's result is the vocabulary's summary, not the SDK's error (docs/operations.md, question 5).
final class PendingReportedAsError: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        let outcome = base.requestPurchase(gamebaseProductId: gamebaseProductId, payload: payload, user: user)
        return outcome == .pending ? .failed(GuideError(code: 4008)) : outcome
    }
}
