import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecReferenceAdapter

/// Checks the store code before it checks that purchase was initialised, so an uninitialised SDK set up for another store
/// answers 4010 instead of 4001.
struct StoreCheckedBeforeInit: ForwardingImplementation {
    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld {
        let world = reference.makePurchaseWorld(setup)
        return PurchaseRules.appStore.supportedStores.contains(setup.store) ? world : UnsupportedStoreFirst(world)
    }
}

/// A world whose purchases all end in TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET, before anything else is checked.
final class UnsupportedStoreFirst: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        .failed(GuideError(code: 4010))
    }
}

/// Counts a subscription as activated while its expiry is not before the clock (`>=`), so it is still active at the very
/// millisecond it expires.
struct ActiveAtExpiryMillisecond: ForwardingImplementation {
    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld {
        InclusiveExpiry(reference.makePurchaseWorld(setup), setup: setup)
    }
}

/// A world that keeps its own clock and each subscription's expiry, and compares them inclusively.
final class InclusiveExpiry: ForwardingWorld {
    /// One day of the scenario clock, in milliseconds.
    static let millisecondsPerDay = 86_400_000
    let base: any PurchaseWorld
    private let days: [String: Int]
    private var now: Int
    /// Each subscription purchase's expiry, by paymentSeq.
    private var expiries: [String: Int] = [:]

    init(_ base: any PurchaseWorld, setup: ScenarioSetup) {
        self.base = base
        now = setup.now
        days = Dictionary(setup.products.map { ($0.gamebaseProductId, $0.subscriptionDays ?? 0) }, uniquingKeysWith: { _, last in last })
    }

    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        let outcome = base.requestPurchase(gamebaseProductId: gamebaseProductId, payload: payload, user: user)
        if case .purchased(let receipt) = outcome, let paymentSeq = receipt.paymentSeq {
            expiries[paymentSeq] = now + (days[gamebaseProductId] ?? 0) * Self.millisecondsPerDay
        }
        return outcome
    }

    func activatedPurchases() -> Result<[ReceiptView], GuideError> {
        base.restorePurchases().map { receipts in receipts.filter { (expiries[$0.paymentSeq ?? ""] ?? 0) >= now } }
    }

    func advanceClock(days: Int) {
        now += days * Self.millisecondsPerDay
        base.advanceClock(days: days)
    }
}

/// Answers the activated-subscriptions list with an empty one before initialisation, instead of
/// TCGB_ERROR_PURCHASE_NOT_INITIALIZED.
struct ActivatedEmptyBeforeInitialization: ForwardingImplementation {
    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld {
        let world = reference.makePurchaseWorld(setup)
        return setup.initialized ? world : EmptyActivatedList(world)
    }
}

/// A world whose activated-subscriptions list is always empty.
final class EmptyActivatedList: ForwardingWorld {
    let base: any PurchaseWorld
    init(_ base: any PurchaseWorld) { self.base = base }

    func activatedPurchases() -> Result<[ReceiptView], GuideError> { .success([]) }
}
