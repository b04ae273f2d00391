import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The values the comments of same-named fields enumerate, spelled two ways in one language.
@Suite struct LiteralSpellingRuleTests {
    static let android = """
        ## Receipt

        ```java
        class PurchasableReceipt {
            // * CONSUMABLE : A consumable product.
            // * AUTO_RENEWABLE : A subscription product.
            String productType;
            // * null : Normal payment
            // * Test : Test payment
            // * Promo : Promotion payment
            String purchaseType;
        }
        ```

        ## Item

        ```java
        class PurchasableItem {
            // * CONSUMABLE : A consumable product.
            // * AUTORENEWABLE : A subscription product.
            String productType;
        }
        ```
        """

    static let unity = """
        ## Status

        ```cs
        public class PurchasableSubscriptionStatus
        {
            /// * null : Normal payment
            /// * Test : Test payment
            /// * Promotion : Promotion payment
            public string purchaseType;
        }
        ```
        """

    @Test func aValueSpelledTwoWaysOnOnePageOrAcrossPagesIsOneFindingWithEveryPlace() throws {
        let findings = DriftEngine.comparePages(
            [
                try DriftPages.parse(Self.android, as: try GuideFile(path: "en/aos-purchase.md")),
                try DriftPages.parse(Self.unity, as: try GuideFile(path: "en/unity-purchase.md")),
            ], guide: BundledProject.settings.driftGuide
        ).filter { $0.rule == "drift.literal-spelling" }
        #expect(
            findings.map { "\($0.page) | \($0.brief)" } == [
                // Both spellings on aos-purchase: AUTORENEWABLE (item, line 20), AUTO_RENEWABLE (receipt, line 6).
                "aos-purchase | drift.literal-spelling literal:productType:AUTORENEWABLE/AUTO_RENEWABLE @en20,en6",
                // Promo on aos-purchase (line 10), Promotion on unity-purchase (line 8): the lists differ in that value only.
                "aos-purchase | drift.literal-spelling literal:purchaseType:Promo/Promotion @en10,en8",
            ])
        #expect(findings.first?.message == "en spells a productType value 2 ways: AUTORENEWABLE (1 place), AUTO_RENEWABLE (1 place)")
        #expect(findings.last?.locations.map(\.file) == ["en/aos-purchase.md", "en/unity-purchase.md"])
    }

    @Test func differentValuesOfOneFieldAreNoFinding() throws {
        let other = Self.unity.replacingOccurrences(of: "Promotion :", with: "Gift :")
        let findings = DriftEngine.comparePages(
            [
                try DriftPages.parse(
                    Self.android.replacingOccurrences(of: "AUTORENEWABLE", with: "AUTO_RENEWABLE"), as: try GuideFile(path: "en/aos-purchase.md")),
                try DriftPages.parse(other, as: try GuideFile(path: "en/unity-purchase.md")),
            ], guide: BundledProject.settings.driftGuide)
        #expect(findings.filter { $0.rule == "drift.literal-spelling" }.isEmpty)
    }
}
