import GuideSpecConformance
import GuideSpecStoreKitObserverConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecReferenceAdapter

/// An implementation that answers as the reference does, except where a conforming variant declares its own answer.
protocol ForwardingImplementation: CatalogueAnswering, PromotionURLHandling, PurchaseBehaviour {}

extension ForwardingImplementation {
    var reference: ReferenceImplementation { ReferenceImplementation() }
    var lookup: CatalogueLookup { reference.lookup }
    var identity: ImplementationIdentity { ImplementationIdentity(name: "\(Self.self)", version: "0", language: "swift") }
    func buildPromotionURL(bundleId: String, productIdentifier: String) -> String {
        reference.buildPromotionURL(bundleId: bundleId, productIdentifier: productIdentifier)
    }
    func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection> { reference.parsePromotionURL(url) }
    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld { reference.makePurchaseWorld(setup) }
}

/// A world that behaves as the reference world does, except where a conforming decorator declares its own behaviour.
protocol ForwardingWorld: PurchaseWorld {
    /// The reference world being decorated.
    var base: any PurchaseWorld { get }
}

extension ForwardingWorld {
    func requestPurchase(gamebaseProductId: String, payload: String?, user: UserChoice) -> PurchaseOutcome {
        base.requestPurchase(gamebaseProductId: gamebaseProductId, payload: payload, user: user)
    }
    func itemListOfNotConsumed() -> Result<[ReceiptView], GuideError> { base.itemListOfNotConsumed() }
    func consumeOnGameServer(paymentSeq: String, purchaseToken: String) -> ConsumeOutcome {
        base.consumeOnGameServer(paymentSeq: paymentSeq, purchaseToken: purchaseToken)
    }
    func activatedPurchases() -> Result<[ReceiptView], GuideError> { base.activatedPurchases() }
    func restorePurchases() -> Result<[ReceiptView], GuideError> { base.restorePurchases() }
    func advanceClock(days: Int) { base.advanceClock(days: days) }
}

/// The reference SDK whose worlds are decorated by `World`.
struct DecoratedWorlds<World: ForwardingWorld>: ForwardingImplementation {
    let decorate: @Sendable (any PurchaseWorld) -> World

    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld {
        decorate(reference.makePurchaseWorld(setup))
    }
}
