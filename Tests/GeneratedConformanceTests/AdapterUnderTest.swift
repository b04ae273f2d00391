import GuideSpecConformance
import GuideSpecWire
import ReferenceAdapter

/// The implementation the generated suites check: the reference adapter, which must pass every case, except that it traps
/// on `TrapsOnOneName.trapName`, a name no golden case sends, so that `GeneratedSuiteTests` can show a trap failing only its
/// own case.
func adapterUnderTest() -> any GuideImplementation {
    TrapsOnOneName()
}

/// The cases the reference is known to fail, with why: none.
let guideKnownIssues: [String: String] = [:]

/// The reference adapter, with a precondition that fails on one error name.
struct TrapsOnOneName: ErrorCatalogue, ValueObjectCatalogue, EnumCatalogue, APISurface, PromotionURLHandling, PurchaseBehaviour {
    static let trapName = "GUIDESPEC_TEST_TRAP"
    let reference = ReferenceImplementation()

    var identity: ImplementationIdentity { reference.identity }

    func errorCode(forName name: String) -> Int? {
        precondition(name != Self.trapName, "asked for \(Self.trapName)")
        return reference.errorCode(forName: name)
    }

    func errorName(forCode code: Int) -> String? { reference.errorName(forCode: code) }
    func fieldNames(ofValueObject type: String) -> [String]? { reference.fieldNames(ofValueObject: type) }
    func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape? { reference.fieldShape(field, ofValueObject: type) }
    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        reference.decodeValueObject(type, from: payload)
    }
    func members(ofEnum name: String) -> [EnumMemberValue]? { reference.members(ofEnum: name) }
    func providesMethod(_ method: MethodQuery) -> Bool { reference.providesMethod(method) }
    func buildPromotionURL(bundleId: String, productIdentifier: String) -> String {
        reference.buildPromotionURL(bundleId: bundleId, productIdentifier: productIdentifier)
    }
    func parsePromotionURL(_ url: String) -> Result<PromotionRequest, Rejection> { reference.parsePromotionURL(url) }
    func makePurchaseWorld(_ setup: ScenarioSetup) -> any PurchaseWorld { reference.makePurchaseWorld(setup) }
}
