import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecReferenceAdapter

/// The implementation the generated suites check: the reference adapter, which must pass every case, except that it traps
/// on `TrapsOnOneName.trapName`, a name no golden case sends, so that `GeneratedSuiteTests` can show a trap failing only its
/// own case.
func adapterUnderTest() -> any GuideImplementation {
    TrapsOnOneName()
}

/// The cases the reference is known to fail, with why: none.
let guideKnownIssues: [String: String] = [:]

/// The reference adapter, with a precondition that fails on one error name.
struct TrapsOnOneName: CatalogueAnswering, PromotionURLHandling, PurchaseBehaviour {
    static let trapName = "GUIDESPEC_TEST_TRAP"
    let reference = ReferenceImplementation()

    var identity: ImplementationIdentity { reference.identity }
    var lookup: CatalogueLookup { reference.lookup }

    func errorCode(forName name: String) -> Int? {
        precondition(name != Self.trapName, "asked for \(Self.trapName)")
        return reference.errorCode(forName: name)
    }

    func buildPromotionURL(bundleId: String, productIdentifier: String) -> String {
        reference.buildPromotionURL(bundleId: bundleId, productIdentifier: productIdentifier)
    }
    func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection> { reference.parsePromotionURL(url) }
    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld { reference.makePurchaseWorld(setup) }
}
