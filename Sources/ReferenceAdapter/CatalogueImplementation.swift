public import GuideSpecCatalogue
public import GuideSpecConformance
public import GuideSpecWire

/// A reference SDK of any platform: the catalogue areas looked up in the platform's catalogue, and the purchase behaviour of
/// the in-memory world with the catalogue's stores and error codes. It answers a platform's cases where no hand-written
/// reference exists, so that every platform's cases are run against an implementation of the documented behaviour.
public struct CatalogueImplementation: ErrorCatalogue, ValueObjectCatalogue, EnumCatalogue, APISurface, PurchaseBehaviour {
    private let lookup: CatalogueLookup
    private let rules: PurchaseRules
    public let platform: GuidePlatform

    /// Creates the reference of `catalogue`'s platform; nil when the catalogue names a platform GuideSpec does not know.
    public init?(_ catalogue: PlatformCatalogue) {
        guard let platform = GuidePlatform(rawValue: catalogue.platform) else { return nil }
        self.platform = platform
        lookup = CatalogueLookup(catalogue)
        rules = PurchaseRules(catalogue: catalogue)
    }

    public var identity: ImplementationIdentity {
        ImplementationIdentity(name: "guidespec-catalogue-reference", version: "2.0.0", language: "swift")
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

    public func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld {
        InMemoryPurchaseWorld(setup, rules: rules)
    }
}
