import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// One class on several platforms' pages of one language, compared by neutral names.
@Suite struct PlatformMismatchRuleTests {
    static let android = """
        ## VO

        ```java
        class PurchasableReceipt {
            @Nullable
            String gamebaseProductId;
            long price;
            // * null : Normal payment
            // * Test : Test payment
            @Nullable
            String purchaseType;
        }
        ```
        """

    static let ios = """
        ## VO

        ```objectivec
        @interface TCGBPurchasableReceipt : NSObject
        @property (nonatomic, strong, nullable) NSString *gamebaseProductId;
        @property (nonatomic, assign) float price;
        @property (nonatomic, assign, getter=isPromotion) BOOL promotion;
        @end
        ```
        """

    static let unreal = """
        ## VO

        ```cpp
        USTRUCT(BlueprintType)
        struct FGamebasePurchasableReceipt
        {
            GENERATED_USTRUCT_BODY()

            UPROPERTY()
            FString GamebaseProductId;

            UPROPERTY()
            int64 Price;

            UPROPERTY()
            bool bIsPromotion;
        };
        ```
        """

    @Test func aFieldOnePlatformLacksAndATypeThatDiffersAreReportedByNeutralName() throws {
        let findings = DriftEngine.comparePages(
            [
                try DriftPages.parse(Self.android, as: try GuideFile(path: "en/aos-purchase.md")),
                try DriftPages.parse(Self.ios, as: try GuideFile(path: "en/ios-purchase.md")),
                try DriftPages.parse(Self.unreal, as: try GuideFile(path: "en/unreal-purchase.md")),
            ], guide: BundledProject.settings.driftGuide
        ).filter { $0.rule == "drift.platform-mismatch" }
        // bIsPromotion (Unreal) and promotion with getter=isPromotion (iOS) are one field; Android has none.
        #expect(
            findings.map { "\($0.page) | \($0.brief)" } == [
                "aos-purchase | drift.platform-mismatch field:PurchasableReceipt.purchaseType:platforms @en11,en4,en4",
                "ios-purchase | drift.platform-mismatch field:PurchasableReceipt.isPromotion:platforms @en7,en16,en4",
                "ios-purchase | drift.platform-mismatch field:PurchasableReceipt.price:type @en6,en7,en13",
            ])
        let type = try #require(findings.first { $0.subject.hasSuffix(":type") })
        #expect(type.message == "class PurchasableReceipt: field price has type float on iOS; integer on Android, Unreal")
        #expect(type.locations.map(\.file) == ["en/ios-purchase.md", "en/aos-purchase.md", "en/unreal-purchase.md"])
        let missing = try #require(findings.first { $0.subject.hasSuffix("purchaseType:platforms") })
        #expect(missing.message == "class PurchasableReceipt: field purchaseType is on Android but not on iOS, Unreal")
        #expect(
            missing.locations.map(\.note) == [
                "Android aos-purchase: String purchaseType", "iOS ios-purchase: TCGBPurchasableReceipt has no purchaseType",
                "Unreal unreal-purchase: FGamebasePurchasableReceipt has no purchaseType",
            ])
    }

    @Test func pagesOfOnePlatformOrOfOtherLanguagesAreNotCompared() throws {
        let findings = DriftEngine.comparePages(
            [
                try DriftPages.parse(Self.android, as: try GuideFile(path: "en/aos-purchase.md")),
                try DriftPages.parse(Self.ios, as: try GuideFile(path: "ko/ios-purchase.md")),
                try DriftPages.parse(Self.unreal, as: try GuideFile(path: "en/error-code.md")),
            ], guide: BundledProject.settings.driftGuide)
        #expect(findings.filter { $0.rule == "drift.platform-mismatch" }.isEmpty)
    }
}
