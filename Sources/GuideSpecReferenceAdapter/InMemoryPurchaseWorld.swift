public import GuideSpecPurchaseConformance

/// The reference SDK's purchase client inside an in-memory world of App Store, Gamebase console and server, and game server.
public final class InMemoryPurchaseWorld: PurchaseWorld {
    private let setup: ScenarioSetup
    private let rules: PurchaseRules
    private let clock: WorldClock
    private let catalogue: ConsoleCatalogue
    private let store = AppStore()
    private let gamebase = GamebaseServer()
    private let gameServer: GameServer
    /// Whether a payment sheet is still shown from an earlier request.
    private var purchaseInProgress = false

    /// A fresh world as `setup` describes it, whose purchase client follows `rules`.
    public init(_ setup: ScenarioSetup, rules: PurchaseRules) {
        self.setup = setup
        self.rules = rules
        clock = WorldClock(now: setup.now)
        catalogue = ConsoleCatalogue(setup.products)
        gameServer = GameServer(gamebase: gamebase)
    }

    /// The purchase API (`requestPurchaseWithGamebaseProductId:payload:viewController:completion:` on iOS), checked in the order
    /// docs/operations.md gives.
    public func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        guard setup.initialized else { return .failed(rules.error(.notInitialized)) }
        guard rules.supportedStores.contains(setup.store) else { return .failed(rules.error(.notSupportedMarket)) }
        guard !purchaseInProgress else { return .failed(rules.error(.notFinishedPreviousPurchasing)) }
        guard let product = catalogue.product(gamebaseProductId) else { return .failed(rules.error(.notExistProductId)) }
        guard product.active else { return .failed(rules.error(.inactiveProductId)) }
        switch store.presentPaymentSheet(for: product, user: user) {
        case .canceled:
            return .failed(rules.error(.userCanceled))
        case .stillOpen:
            purchaseInProgress = true
            return .pending
        case .paid(let paymentId):
            let payment = gamebase.recordPayment(
                paymentId: paymentId, userId: setup.userId, product: product, payload: payload, purchaseTime: clock.now)
            return .purchased(payment.receipt)
        }
    }

    /// The not-consumed list API (`requestItemListOfNotConsumedWithCompletion:` on iOS).
    public func itemListOfNotConsumed() -> Result<[ReceiptView], GuideError> {
        receipts { gamebase.notConsumed(userId: setup.userId) }
    }

    /// The game server's consume flow for one receipt the client sent it.
    public func consumeOnGameServer(paymentSeq: String, purchaseToken: String) -> ConsumeOutcome {
        gameServer.consume(paymentSeq: paymentSeq, purchaseToken: purchaseToken)
    }

    /// The activated-subscriptions API (`requestActivatedPurchasesWithCompletion:` on iOS).
    public func activatedPurchases() -> Result<[ReceiptView], GuideError> {
        receipts { gamebase.activated(userId: setup.userId, now: clock.now) }
    }

    /// The restore API (`requestRestoreWithCompletion:` on iOS).
    public func restorePurchases() -> Result<[ReceiptView], GuideError> {
        receipts { gamebase.subscriptions(userId: setup.userId) }
    }

    /// Moves the world's clock forward.
    public func advanceClock(days: Int) {
        clock.advance(days: days)
    }

    /// The receipts of the payments a list API returns, or 4001 before initialisation.
    private func receipts(_ payments: () -> [Payment]) -> Result<[ReceiptView], GuideError> {
        guard setup.initialized else { return .failure(rules.error(.notInitialized)) }
        return .success(payments().map(\.receipt))
    }
}
