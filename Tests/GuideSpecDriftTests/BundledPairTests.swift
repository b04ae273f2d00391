import GuideSpecSource
import GuideSpecDrift
import Foundation
import GuideSpecKit
import Testing
import GuideSpecTestSupport

/// The bundled guide: zh Markdown against the en plain-text scrape, read side by side by hand.
@Suite struct BundledPairTests {
    let findings: [DriftFinding]

    init() throws {
        findings = DriftEngine.compareLanguages([
            try DriftPages.bundled("guides/zh/ios-purchase.md"), try DriftPages.bundled("guides/en/ios-purchase.txt"),
        ])
    }

    @Test func exactlyTheRealDifferences() {
        #expect(
            findings.map(\.brief) == [
                // en.txt:331 has the 4007 row; zh.md has none (its table runs 4006 at 399, 4010 at 400).
                "drift.missing-in-language error:TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED @en331,zh399",
                // en.txt:172/175 declare the two BOOLs after itemSeq; zh.md:186 itemSeq is the receipt's last property.
                "drift.missing-in-language field:TCGBPurchasableReceipt.promotionPayment @en175,zh186",
                "drift.missing-in-language field:TCGBPurchasableReceipt.sandboxPayment @en172,zh186",
                // zh.md:101-104 declares the legacy API; the en scrape keeps only the two at 89 and 93.
                "drift.missing-in-language selector:requestPurchaseWithItemSeq:viewController:completion: @zh102,en93",
                // en.txt:112 and 194 open the classes; no @end follows (zh.md:188 and 262 close them).
                "drift.scrape-loss class:TCGBPurchasableItem:end @en194,zh262",
                "drift.scrape-loss class:TCGBPurchasableReceipt:end @en112,zh188",
                // en.txt:334 "Please check error.message." is the second line of the 4201 row (zh.md:401).
                "drift.scrape-loss error:TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR @en334,zh401",
                // en.txt:215-219 is the productType comment with no property; zh.md:245 declares it.
                "drift.scrape-loss field:TCGBPurchasableItem.productType @en215,zh245",
                // en.txt:150/161/166 say nullable; zh.md:167/178/183 do not.
                "drift.value-mismatch field:TCGBPurchasableReceipt.originalPaymentId:nullability @en166,zh183",
                "drift.value-mismatch field:TCGBPurchasableReceipt.payload:nullability @en161,zh178",
                "drift.value-mismatch field:TCGBPurchasableReceipt.paymentId:nullability @en150,zh167",
            ])
    }

    @Test func translatedProseIsNeverAFinding() {
        #expect(findings.allSatisfy { !["drift.literal-mismatch", "drift.wrong-language", "drift.field-order"].contains($0.rule) })
        #expect(findings.allSatisfy { Set($0.locations.map(\.language)) == ["en", "zh"] })
    }

    @Test func messagesAndNotesNameBothSides() throws {
        let paymentId = try #require(findings.first { $0.subject == "field:TCGBPurchasableReceipt.paymentId:nullability" })
        #expect(paymentId.message == "field TCGBPurchasableReceipt.paymentId: nullability differs: nullable in en; unspecified in zh")
        #expect(
            paymentId.locations.map(\.note) == [
                "en: NSString * paymentId (nullable), nullability nullable", "zh: NSString * paymentId (unspecified), nullability unspecified",
            ])
        #expect(paymentId.locations.map(\.file) == ["guides/en/ios-purchase.txt", "guides/zh/ios-purchase.md"])
        let lost = try #require(findings.first { $0.subject == "error:TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR" })
        #expect(
            lost.message == "error TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR (4201) is lost in en: line 334 is what remains of it; zh still has it")
        #expect(findings.allSatisfy { !$0.message.contains("\n") })
    }

    @Test func fingerprintsSurviveLineShifts() throws {
        let path = "guides/zh/ios-purchase.md"
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let shifted = try DriftPages.parse("\n\n" + text, as: try GuideFile(path: path))
        let again = DriftEngine.compareLanguages([shifted, try DriftPages.bundled("guides/en/ios-purchase.txt")])
        #expect(again.map(\.fingerprint) == findings.map(\.fingerprint))
        #expect(
            again.map { $0.locations.map { "\($0.language)\($0.line - ($0.language == "zh" ? 2 : 0))" } }
                == findings.map { $0.locations.map { "\($0.language)\($0.line)" } })
    }
}
