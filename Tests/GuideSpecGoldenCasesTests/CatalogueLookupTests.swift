import GuideSpecCatalogue
import GuideSpecConformance
import GuideSpecReferenceAdapter
import Testing

/// How the reference adapters answer `api.method` (docs/operations.md, questions 1 and 2): a query without an owner or
/// without parameters matches more, never less.
@Suite struct CatalogueLookupTests {
    static let lookup = CatalogueLookup(
        PlatformCatalogue(
            platform: "unity", errors: [], valueTypes: [], enums: [],
            methods: [
                Method(owner: "Sdk.Store", name: "Buy", parameters: ["string"]),
                Method(owner: "Sdk.Store", name: "Buy", parameters: ["string", "string"]),
            ]))

    @Test func noOwnerMeansAnyClassAndNoParametersMeansAnyOverload() {
        let provides = { (owner: String?, parameters: [String]?) in
            Self.lookup.providesMethod(MethodQuery(owner: owner, name: "Buy", parameters: parameters))
        }
        #expect(provides("Sdk.Store", ["string"]))
        #expect(!provides("Sdk.Store", ["integer"]), "declared parameters must match one overload")
        #expect(provides("Sdk.Store", nil), "a method the guide only calls: any overload counts")
        #expect(provides(nil, ["string", "string"]), "the guide names no owner: any class counts")
        #expect(!provides("Sdk", ["string"]), "a named owner must be the method's")
        #expect(!Self.lookup.providesMethod(MethodQuery(owner: nil, name: "Sell", parameters: nil)))
    }
}
