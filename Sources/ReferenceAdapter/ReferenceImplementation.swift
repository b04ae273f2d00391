public import GuideSpecConformance
public import GuideSpecWire
import GuideSpecCatalogue

/// The reference iOS SDK: hand-written purchase behaviour and promotion URL, and the guide's catalogue as of its last
/// snapshot (`PlatformCatalogue.bundledIOS`), which a change in the guide leaves behind until someone takes a new one.
public struct ReferenceImplementation: ErrorCatalogue, ValueObjectCatalogue, EnumCatalogue, APISurface, PromotionURLHandling, PurchaseBehaviour {
    private let lookup = CatalogueLookup(.bundledIOS)

    /// Creates the reference SDK.
    public init() {}

    public var identity: ImplementationIdentity {
        ImplementationIdentity(name: "guidespec-reference", version: "2.0.0", language: "swift")
    }

    public func errorCode(forName name: String) -> Int? { lookup.errorCode(forName: name) }

    public func errorName(forCode code: Int) -> String? { lookup.errorName(forCode: code) }

    public func fieldNames(ofValueObject type: String) -> [String]? { lookup.fieldNames(ofValueObject: type) }

    public func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape? { lookup.fieldShape(field, ofValueObject: type) }

    public func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        lookup.decodeValueObject(type, from: payload)
    }

    public func members(ofEnum name: String) -> [EnumMemberValue]? { lookup.members(ofEnum: name) }

    public func providesMethod(_ method: MethodQuery) -> Bool { lookup.providesMethod(method) }

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
