import GuideSpecAreas
import GuideSpecCatalogue
import GuideSpecConformance
import GuideSpecGoldenCases
import GuideSpecPacks
import GuideSpecReferenceAdapter
import GuideSpecTestSupport
import GuideSpecWire
import Testing

/// Bugs of a Unity purchase SDK that once passed every Unity case (issue 29), each planted in the catalogue reference of a
/// Unity purchase page written as the guide writes it, and caught by exactly the cases named. The bugs every platform can
/// have (a string field taking a number, the activated list) are the reference adapter's variants, on the bundled iOS page.
@Suite struct UnityPurchaseVariantTests {
    static let page = "unity-fixture"
    static let spec = PlatformFixtures.spec(PlatformFixtures.unityPurchase, page: page)
    static let cases = GoldenCaseBuilder.cases(from: [spec], options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders)
    static let catalogue = GoldenCaseBuilder.catalogues(
        from: [spec], options: BundledProject.settings.goldenCaseOptions, packs: GuidePacks.caseBuilders)[0]

    /// A catalogue of the page with one thing wrong, and the ids of exactly the cases that fail on it.
    struct Variant: Sendable, CustomStringConvertible {
        let name: String
        let catalogue: PlatformCatalogue
        let caughtBy: [String]
        var description: String { name }
    }

    static let variants: [Variant] = [
        Variant(
            name: "RequestPurchase on the wrong class",
            catalogue: changed { catalogue in
                for index in catalogue.methods.indices where catalogue.methods[index].name == "RequestPurchase" {
                    catalogue.methods[index].owner = "Gamebase"
                }
            },
            caughtBy: ["unity-fixture/unity/api-surface/Gamebase.Purchase.RequestPurchase-string-Delegate<PurchasableReceipt>"]),
        Variant(
            name: "store table without GG", catalogue: changed { $0.stores.removeAll { $0 == "GG" } },
            caughtBy: ["unity-fixture/unity/purchase-behaviour/purchase-succeeds-in-GG"]),
        Variant(
            name: "consumable subscription decoded as unknown",
            catalogue: changed { catalogue in
                for type in catalogue.valueTypes.indices {
                    for field in catalogue.valueTypes[type].fields.indices {
                        catalogue.valueTypes[type].fields[field].keys.removeAll { $0 == "CONSUMABLE_AUTO_RENEWABLE" }
                    }
                }
            },
            caughtBy: ["unity-fixture/unity/value-objects/PurchasableReceipt.decode-productType-CONSUMABLE_AUTO_RENEWABLE"]),
    ]

    /// The page's catalogue with `change` made.
    static func changed(_ change: (inout PlatformCatalogue) -> Void) -> PlatformCatalogue {
        var changed = catalogue
        change(&changed)
        return changed
    }

    /// The ids of the cases the catalogue reference over `catalogue` fails, sorted.
    static func failures(_ catalogue: PlatformCatalogue) -> [String] {
        let dispatcher = OperationDispatcher(CatalogueImplementation(catalogue), areas: GuideAreas.all)
        return cases.filter { !dispatcher.verdict(on: $0).passed }.map(\.id).sorted()
    }

    @Test func theReferencePassesEveryCase() {
        #expect(Self.cases.count > 50)
        #expect(Self.failures(Self.catalogue) == [])
    }

    @Test(arguments: variants)
    func eachVariantIsCaughtByExactlyItsCases(_ variant: Variant) {
        let caught = Self.failures(variant.catalogue)
        #expect(caught == variant.caughtBy, "actual ids:\n\(caught.map { "    \"\($0)\"," }.joined(separator: "\n"))")
    }

    /// The declaration stands alone (line 8); the example calls it on `Gamebase.Purchase` (line 16), which the case asks
    /// for and cites.
    @Test func aSignatureThatStandsAloneIsOnTheClassItsExamplesCallItOn() throws {
        let method = try #require(Self.spec.methods.first { $0.name == "RequestPurchase" })
        #expect(method.owner == nil)
        #expect(method.calledOn?.receiver == "Gamebase.Purchase")
        #expect(method.calledOn?.location.line == 16)
        let purchase = try #require(Self.cases.first { $0.id == Self.variants[0].caughtBy[0] })
        #expect(
            purchase.input == ["owner": "Gamebase.Purchase", "name": "RequestPurchase", "parameters": ["string", "Delegate<PurchasableReceipt>"]])
        #expect(purchase.sources.map(\.line) == [8, 16])
    }

    /// A story whose result is what a list holds cites the prose that opens the list API's section, which says what it
    /// holds (line 61: subscriptions that are paid up, consumable ones too), beside the API's declaration (64) and call (68).
    @Test func aListStoryCitesTheProseThatStatesWhatTheListHolds() throws {
        let story = try #require(Self.cases.first { $0.id == "unity-fixture/unity/purchase-behaviour/activated-lists-every-active-subscription" })
        #expect(
            story.sources.map { "\($0.item)@\($0.line)" } == [
                "method:RequestPurchase(string, Delegate<PurchasableReceipt>)@8",
                "method:RequestPurchase(string, Delegate<PurchasableReceipt>)@16", "field:PurchasableReceipt.productType@39",
                "introduction:api:RequestActivatedPurchases@61",
                "method:RequestActivatedPurchases(PurchasableConfiguration, Delegate<array<PurchasableReceipt>>)@64",
                "method:RequestActivatedPurchases(PurchasableConfiguration, Delegate<array<PurchasableReceipt>>)@68",
                "error:PURCHASE_NOT_SUPPORTED_MARKET@95",
            ])
    }

    /// Every store the error table lists has a story of its own; the first is the one every other story uses.
    @Test func everyDocumentedStoreHasAPaidPurchase() throws {
        let stories = Self.cases.filter { $0.id.contains("/purchase-succeeds-in-") }.map { $0.input["setup"]?["store"]?.stringValue ?? "" }
        #expect(stories.sorted() == ["GALAXY", "GG", "HUAWEI", "MYCARD", "ONESTORE"])
        let succeeds = try #require(Self.cases.first { $0.id == "unity-fixture/unity/purchase-behaviour/purchase-succeeds" })
        #expect(succeeds.input["setup"]?["store"] == "AS")
    }

    /// The declaration decides a parameter's type, not the type its example iterates (docs/operations.md, question 9).
    @Test func theDeclarationDecidesTheCallbacksTypeNotTheExample() throws {
        let status = try #require(
            Self.cases.first { $0.id.hasPrefix("unity-fixture/unity/api-surface/Gamebase.Purchase.RequestSubscriptionsStatus-") })
        #expect(status.input["parameters"] == ["PurchasableConfiguration", "Delegate<array<PurchasableReceipt>>"])
    }

    /// A comment saying a field can have no value does not make it nullable: its declaration decides (question 10).
    @Test func aCommentDoesNotMakeAFieldNullable() throws {
        let byID = Dictionary(uniqueKeysWithValues: Self.cases.map { ($0.id, $0) })
        #expect(byID["unity-fixture/unity/value-objects/PurchasableReceipt.paymentId"]?.expected == ["type": "string", "nullable": false])
        #expect(
            byID["unity-fixture/unity/value-objects/PurchasableReceipt.decode-missing-paymentId"]?.expected
                == ["rejected": ["reason": "missing-field", "subject": "paymentId"]])
    }
}
