import GuideSpecWire
import GuideSpecGoldenCases
import GuideSpecPacks
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// Cases of pages of other platforms and of no platform, built from fixtures through the real extractors.
@Suite struct PlatformCaseTests {
    static let android = PlatformFixtures.spec(PlatformFixtures.android, page: "aos-fixture")

    static func cases(_ specs: [PageSpec] = [android]) -> [String: GoldenCase] {
        Dictionary(
            uniqueKeysWithValues: GoldenCaseBuilder.cases(
                from: specs, options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders
            ).map { ($0.id, $0) })
    }

    @Test func anAndroidPageGivesAndroidCasesInItsOwnSpelling() throws {
        let cases = Self.cases()
        #expect(Set(cases.values.map(\.platform)) == ["android"])
        #expect(
            cases.keys.sorted() == [
                "aos-fixture/android/api-surface/Gamebase.Purchase.requestItemListOfNotConsumed-Activity-DataCallback<array<PurchasableReceipt>>",
                "aos-fixture/android/api-surface/Gamebase.Purchase.requestPurchase-Activity-string-DataCallback<PurchasableReceipt>",
                "aos-fixture/android/api-surface/undocumented-method",
                "aos-fixture/android/error-codes/4001", "aos-fixture/android/error-codes/4002", "aos-fixture/android/error-codes/4010",
                "aos-fixture/android/error-codes/PURCHASE_NOT_INITIALIZED", "aos-fixture/android/error-codes/PURCHASE_NOT_SUPPORTED_MARKET",
                "aos-fixture/android/error-codes/PURCHASE_USER_CANCELED", "aos-fixture/android/error-codes/unknown-code",
                "aos-fixture/android/error-codes/unknown-name",
                "aos-fixture/android/purchase-behaviour/consume-checks-delivery-before-token",
                "aos-fixture/android/purchase-behaviour/consume-delivers-once", "aos-fixture/android/purchase-behaviour/consume-refuses-wrong-token",
                "aos-fixture/android/purchase-behaviour/consume-verifies-token-before-delivering",
                "aos-fixture/android/purchase-behaviour/init-is-checked-before-the-store",
                "aos-fixture/android/purchase-behaviour/not-consumed-lists-consumables-not-subscriptions",
                "aos-fixture/android/purchase-behaviour/not-consumed-until-consumed", "aos-fixture/android/purchase-behaviour/not-initialized",
                "aos-fixture/android/purchase-behaviour/purchase-succeeds", "aos-fixture/android/purchase-behaviour/purchase-succeeds-in-ONESTORE",
                "aos-fixture/android/purchase-behaviour/unsupported-store",
                "aos-fixture/android/purchase-behaviour/user-cancels",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-complete",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-extra-member",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-missing-paymentSeq",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-missing-price",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-null-gamebaseProductId",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-gamebaseProductId-array",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-gamebaseProductId-boolean",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-gamebaseProductId-number",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-gamebaseProductId-object",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-paymentSeq-array",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-paymentSeq-boolean",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-paymentSeq-number",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-paymentSeq-object",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-price",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-price-array",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-price-boolean",
                "aos-fixture/android/value-objects/PurchasableReceipt.decode-wrong-type-price-object",
                "aos-fixture/android/value-objects/PurchasableReceipt.field-names",
                "aos-fixture/android/value-objects/PurchasableReceipt.gamebaseProductId",
                "aos-fixture/android/value-objects/PurchasableReceipt.paymentSeq", "aos-fixture/android/value-objects/PurchasableReceipt.price",
                "aos-fixture/android/value-objects/PurchasableReceipt.unknown-field", "aos-fixture/android/value-objects/decode-unknown-type",
            ])
        let purchase = try #require(
            cases["aos-fixture/android/api-surface/Gamebase.Purchase.requestPurchase-Activity-string-DataCallback<PurchasableReceipt>"])
        #expect(
            purchase.input == [
                "owner": "Gamebase.Purchase", "name": "requestPurchase", "parameters": ["Activity", "string", "DataCallback<PurchasableReceipt>"],
            ])
        #expect(cases["aos-fixture/android/value-objects/PurchasableReceipt.gamebaseProductId"]?.expected == ["type": "string", "nullable": true])
    }

    @Test func purchaseStoriesUseThePlatformsStoreAndNoPayloadWhereItsAPITakesNone() throws {
        let cases = Self.cases()
        let succeeds = try #require(cases["aos-fixture/android/purchase-behaviour/purchase-succeeds"])
        #expect(succeeds.input["setup"]?["store"] == "GG")
        #expect(succeeds.input["steps"] == [["do": "purchase", "gamebaseProductId": "gem_100", "user": "pays"]])
        #expect(succeeds.expected["results"]?.arrayValue?.first?["receipt"]?["payload"] == JSONValue.null)
        #expect(succeeds.sources.map(\.item).contains("error:PURCHASE_NOT_SUPPORTED_MARKET"))
        let unsupported = try #require(cases["aos-fixture/android/purchase-behaviour/unsupported-store"])
        #expect(unsupported.input["setup"]?["store"] == "NO_SUCH_STORE")
        #expect(unsupported.expected == ["results": [["error": 4010]]])
    }

    @Test func theErrorCodePageGivesEachPlatformItsOwnNames() {
        let cases = Self.cases([PlatformFixtures.spec(PlatformFixtures.errorCodes, page: "error-code")])
        #expect(
            cases.keys.sorted() == [
                "error-code/android/error-codes/1", "error-code/android/error-codes/NOT_INITIALIZED", "error-code/android/error-codes/unknown-code",
                "error-code/android/error-codes/unknown-name", "error-code/ios/error-codes/1", "error-code/ios/error-codes/51",
                "error-code/ios/error-codes/TCGB_ERROR_IOS_GAMECENTER_DENIED", "error-code/ios/error-codes/TCGB_ERROR_NOT_INITIALIZED",
                "error-code/ios/error-codes/unknown-code", "error-code/ios/error-codes/unknown-name", "error-code/unity/error-codes/1",
                "error-code/unity/error-codes/NOT_INITIALIZED", "error-code/unity/error-codes/unknown-code",
                "error-code/unity/error-codes/unknown-name",
            ])
        #expect(cases["error-code/android/error-codes/1"]?.expected == ["name": "NOT_INITIALIZED"])
        #expect(cases["error-code/ios/error-codes/1"]?.expected == ["name": "TCGB_ERROR_NOT_INITIALIZED"])
    }

    @Test func enumsAndConstantNamespacesListTheirMembersInOrder() {
        let cases = Self.cases([PlatformFixtures.spec(PlatformFixtures.unity, page: "unity-fixture")])
        #expect(
            cases.keys.sorted() == [
                "unity-fixture/unity/enums/Toast.Gamebase.GamebaseAppTrackingAuthorizationStatus",
                "unity-fixture/unity/enums/Toast.Gamebase.GamebaseDisplayLanguageCode", "unity-fixture/unity/enums/unknown-enum",
            ])
        #expect(
            cases["unity-fixture/unity/enums/Toast.Gamebase.GamebaseAppTrackingAuthorizationStatus"]?.expected
                == ["members": [["name": "AUTHORIZED", "value": "0"], ["name": "DENIED"]]])
        #expect(
            cases["unity-fixture/unity/enums/Toast.Gamebase.GamebaseDisplayLanguageCode"]?.expected
                == ["members": [["name": "German", "value": "de"], ["name": "English", "value": "en"]]])
        #expect(cases["unity-fixture/unity/enums/unknown-enum"]?.expected == ["rejected": ["reason": "unknown-enum"]])
    }
}
