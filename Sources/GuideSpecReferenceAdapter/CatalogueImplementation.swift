public import GuideSpecCatalogue
public import GuideSpecPurchaseConformance
public import GuideSpecWire

/// A reference SDK of any platform: the catalogue areas looked up in the platform's catalogue, and the purchase behaviour of
/// the in-memory world with the catalogue's stores and error codes. It answers a platform's cases where no hand-written
/// reference exists, so that every platform's cases are run against an implementation of the documented behaviour.
public struct CatalogueImplementation: CatalogueAnswering, PurchaseBehaviour {
    public let lookup: CatalogueLookup
    private let rules: PurchaseRules
    public let platform: Platform

    /// Creates the reference of `catalogue`'s platform.
    public init(_ catalogue: PlatformCatalogue) {
        platform = catalogue.platform
        lookup = CatalogueLookup(catalogue)
        rules = PurchaseRules(catalogue: catalogue)
    }

    public var identity: ImplementationIdentity {
        ImplementationIdentity(name: "guidespec-catalogue-reference", version: "2.0.0", language: "swift")
    }

    public func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld {
        InMemoryPurchaseWorld(setup, rules: rules)
    }
}
