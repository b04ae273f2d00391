import GuideSpecSource
import GuideSpecDrift
import GuideSpecKit
import Testing

/// Enumerated values a language translates where code compares them literally.
@Suite struct TranslatedLiteralRuleTests {
    static func page(_ test: String, _ promotion: String) -> String {
        """
        ## Status

        ```cs
        public class PurchasableSubscriptionStatus
        {
            /// * null: Normal payment
            /// * \(test): Test payment
            /// * \(promotion): Promotion payment
            public string purchaseType;
        }
        ```
        """
    }

    @Test func translatedValuesAreOneFindingPerLanguageAndNoEnumerationMismatch() throws {
        let findings = DriftEngine.compareLanguages([
            try DriftPages.parse(Self.page("Test", "Promotion"), as: try GuideFile(path: "en/unity-purchase.md")),
            try DriftPages.parse(Self.page("테스트", "프로모션"), as: try GuideFile(path: "ko/unity-purchase.md")),
        ])
        #expect(
            findings.map(\.brief) == [
                "drift.translated-literal field:PurchasableSubscriptionStatus.purchaseType:translated @ko7,ko8,en9"
            ])
        #expect(
            findings.first?.message
                == """
                ko translates values of field PurchasableSubscriptionStatus.purchaseType that code compares literally: 테스트 for Test, \
                프로모션 for Promotion (as en writes them)
                """
        )
    }

    @Test func aTranslationBesideAnotherDifferenceLeavesTheMismatchReported() throws {
        let findings = DriftEngine.compareLanguages([
            try DriftPages.parse(Self.page("Test", "Promotion"), as: try GuideFile(path: "en/unity-purchase.md")),
            try DriftPages.parse(Self.page("테스트", "Promo"), as: try GuideFile(path: "ko/unity-purchase.md")),
        ])
        #expect(findings.map(\.rule) == ["drift.literal-mismatch", "drift.translated-literal"])
    }
}
