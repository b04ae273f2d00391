import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecCatalogue
import GuideSpecReferenceAdapter
import Testing

/// The reference SDK's own building blocks, checked where the golden cases do not reach.
@Suite struct ReferenceImplementationTests {
    /// A type with one field of each kind the decoder tells apart, an enumerated one and a nullable one.
    static let sample = ValueType(
        name: "Sample",
        fields: [
            ValueType.Field(name: "title", type: "string", nullable: false),
            ValueType.Field(name: "price", type: "float", nullable: false),
            ValueType.Field(name: "seq", type: "integer", nullable: false),
            ValueType.Field(name: "kind", type: "string", nullable: false, keys: ["A", "UNKNOWN"], fallbackKey: "UNKNOWN"),
            ValueType.Field(name: "note", type: "string", nullable: true),
        ])

    @Test func decodingWritesEveryDeclaredFieldAndDropsTheRest() throws {
        let decoded = try ValueDecoder(Self.sample).decode(["title": "t", "price": 1, "seq": 2, "kind": "A", "extra": true])
        #expect(decoded == ["title": "t", "price": 1, "seq": 2, "kind": "A", "note": .null])
    }

    @Test func firstProblemInDeclaredOrderDecides() {
        #expect(throws: PayloadError.wrongType("price")) {
            try ValueDecoder(Self.sample).decode(["title": "t", "price": "1.5", "seq": 1.5])
        }
        #expect(throws: PayloadError.missingField("seq")) {
            try ValueDecoder(Self.sample).decode(["title": "t", "price": 1])
        }
    }

    @Test func anUndocumentedKeyReadsAsTheFallbackComparedExactly() throws {
        let decoded = try ValueDecoder(Self.sample).decode(["title": "t", "price": 1, "seq": 2, "kind": "a"])
        #expect(decoded["kind"] == "UNKNOWN")
    }

    @Test func purchaseRulesFindEachFailureUnderEitherSpelling() {
        let catalogue = PlatformCatalogue(
            platform: "android",
            errors: [
                ErrorConstant(name: "PURCHASE_USER_CANCELED", code: 4002), ErrorConstant(name: "TCGB_ERROR_PURCHASE_NOT_INITIALIZED", code: 4001),
            ],
            stores: ["GG", "ONESTORE"])
        let rules = PurchaseRules(catalogue: catalogue)
        #expect(rules.codes == [.userCanceled: 4002, .notInitialized: 4001])
        #expect(rules.supportedStores == ["GG", "ONESTORE"])
    }

    @Test func aMethodMatchesWhereEitherSideLeavesOwnerOrParametersOpen() {
        let lookup = CatalogueLookup(
            PlatformCatalogue(platform: "android", methods: [Method(owner: "Gamebase.Purchase", name: "requestRestore", parameters: nil)]))
        #expect(lookup.providesMethod(MethodQuery(owner: nil, name: "requestRestore", parameters: ["Activity"])))
        #expect(lookup.providesMethod(MethodQuery(owner: "Gamebase.Purchase", name: "requestRestore", parameters: [])))
        #expect(!lookup.providesMethod(MethodQuery(owner: "Gamebase", name: "requestRestore", parameters: nil)))
    }

    @Test func promotionURLRoundTripsAnyText() throws {
        let url = PromotionURL(bundleId: "com.예시.game", productIdentifier: "a+b c&d=e%f#g")
        #expect(
            url.absoluteString
                == "itms-services://?action=purchaseIntent&bundleId=com.%EC%98%88%EC%8B%9C.game&productIdentifier=a%2Bb%20c%26d%3De%25f%23g")
        #expect(try PromotionURL(parsing: url.absoluteString) == url)
    }

    @Test func promotionURLChecksInTheDocumentedOrder() {
        #expect(throws: PromotionURLError.wrongScheme) { try PromotionURL(parsing: "ITMS-SERVICES://?action=purchaseIntent") }
        #expect(throws: PromotionURLError.wrongScheme) { try PromotionURL(parsing: "no scheme at all") }
        #expect(throws: PromotionURLError.unexpectedHost) { try PromotionURL(parsing: "itms-services://host/path?action=buy") }
        #expect(throws: PromotionURLError.unexpectedPath) { try PromotionURL(parsing: "itms-services:///path?action=buy") }
        #expect(throws: PromotionURLError.wrongAction) { try PromotionURL(parsing: "itms-services://?action=&bundleId=") }
        #expect(throws: PromotionURLError.missingParameter("bundleId")) {
            try PromotionURL(parsing: "itms-services://?action=purchaseIntent&action=buy&bundleId=")
        }
    }

    @Test func malformedEscapesAreKeptAsWritten() throws {
        let parsed = try PromotionURL(parsing: "itms-services://?action=purchaseIntent&bundleId=a%2&productIdentifier=%zz%41%FF")
        #expect(parsed == PromotionURL(bundleId: "a%2", productIdentifier: "%zzA\u{FFFD}"))
    }

    /// The URL edge cases docs/operations.md settles where the guide is silent.
    @Test func urlEdgeCasesAreReadAsTheOperationsDocumentSays() throws {
        let accepted = PromotionURL(bundleId: "a", productIdentifier: "b")
        #expect(try PromotionURL(parsing: "itms-services://?%61ction=purchase%49ntent&bundleId=a&productIdentifier=b") == accepted)
        #expect(try PromotionURL(parsing: "itms-services://?action=purchaseIntent&action=buy&bundleId=a&bundleId=z&productIdentifier=b") == accepted)
        #expect(try PromotionURL(parsing: "itms-services:?action=purchaseIntent&bundleId=a&productIdentifier=b") == accepted)
        #expect(throws: PromotionURLError.wrongAction) { try PromotionURL(parsing: "itms-services://?action=&bundleId=a&productIdentifier=b") }
        #expect(throws: PromotionURLError.missingParameter("bundleId")) {
            try PromotionURL(parsing: "itms-services://?action=purchaseIntent&&bundleId&productIdentifier=b")
        }
        #expect(throws: PromotionURLError.missingParameter("action")) {
            try PromotionURL(parsing: "itms-services://#top?action=purchaseIntent&bundleId=a&productIdentifier=b")
        }
    }

    @Test func productTypeKeysAreComparedExactly() {
        #expect(ProductType(key: "consumable") == .unknown)
        #expect(ProductType(key: "CONSUMABLE") == .consumable)
    }
}
