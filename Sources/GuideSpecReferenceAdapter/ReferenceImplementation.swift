public import GuideSpecCatalogue
public import GuideSpecConformance
public import GuideSpecPurchaseConformance
public import GuideSpecWire

/// The reference iOS SDK: hand-written purchase behaviour and promotion URL, and the guide's catalogue as of its last
/// snapshot (`PlatformCatalogue.bundledIOS`), which a change in the guide leaves behind until someone takes a new one.
public struct ReferenceImplementation: CatalogueAnswering, PromotionURLHandling, PurchaseBehaviour {
    public let lookup: CatalogueLookup

    /// Creates the reference SDK over the bundled snapshot.
    public init() {
        self.init(catalogue: .bundledIOS)
    }

    /// Creates the reference SDK over another iOS catalogue, such as the whole corpus's.
    public init(catalogue: PlatformCatalogue) {
        lookup = CatalogueLookup(catalogue)
    }

    public var identity: ImplementationIdentity {
        ImplementationIdentity(name: "guidespec-reference", version: "2.0.0", language: "swift")
    }

    public func buildPromotionURL(bundleId: String, productIdentifier: String) -> String {
        PromotionURL(bundleId: bundleId, productIdentifier: productIdentifier).absoluteString
    }

    public func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection> {
        do {
            let parsed = try PromotionURL(parsing: url)
            return .success(PromotionRequest(bundleId: parsed.bundleId, productIdentifier: parsed.productIdentifier))
        } catch {
            return .failure(error.rejection)
        }
    }

    public func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld {
        InMemoryPurchaseWorld(setup, rules: .appStore)
    }
}
