import Foundation
import GuideSpecKit
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// What a careful reader counts in guides/en/ios-purchase.txt (the 2022-06-27 English page scraped to text).
@Suite struct BundledEnglishGuideTests {
    let spec: PageSpec

    init() throws {
        spec = try bundledSpec("guides/en/ios-purchase.txt")
    }

    @Test func tenErrorRowsWith4007AndWithoutTheLost4201() {
        #expect(
            spec.errors.map { "\($0.code.map(String.init) ?? "none") \($0.name ?? "") @\($0.location.line)" } == [
                "10 TCGB_ERROR_NOT_SUPPORTED @323",
                "4001 TCGB_ERROR_PURCHASE_NOT_INITIALIZED @325",
                "4002 TCGB_ERROR_PURCHASE_USER_CANCELED @326",
                "4003 TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING @327",
                "4004 TCGB_ERROR_PURCHASE_NOT_ENOUGH_CASH @328",
                "4005 TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID @329",
                "4006 TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID @330",
                "4007 TCGB_ERROR_PURCHASE_LIMIT_EXCEEDED @331",
                "4010 TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET @332",
                "4999 TCGB_ERROR_PURCHASE_UNKNOWN_ERROR @335",
            ])
        #expect(spec.errors[8].description == "The store is not supported.\niOS supports \"AS\".")
        #expect(
            spec.diagnostics.contains {
                $0.line == 334 && $0.rule == "text.orphan-table-line"
                    && $0.message
                        == #"""
                        line "Please check error.message." follows the row of TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET (4010) but is not part \#
                        of it: the first line of a row was probably lost in the scrape
                        """#
            })
    }

    @Test func receiptHasSixteenFieldsItemElevenBothUnterminated() throws {
        let receipt = try #require(spec.types.first { $0.name == "TCGBPurchasableReceipt" })
        #expect(receipt.fields.count == 16)
        #expect(receipt.fields.suffix(2).map(\.name) == ["sandboxPayment", "promotionPayment"])
        #expect(receipt.fields.filter { $0.nullability == .nullable }.map(\.name) == ["paymentId", "payload", "originalPaymentId"])
        #expect(
            receipt.fields.first { $0.name == "productType" }?.enumeration.map(\.key) == [
                "UNKNOWN", "CONSUMABLE", "AUTO_RENEWABLE", "CONSUMABLE_AUTO_RENEWABLE",
            ])
        let item = try #require(spec.types.first { $0.name == "TCGBPurchasableItem" })
        #expect(item.fields.count == 11)
        #expect(!item.fields.contains { $0.name == "productType" })
        #expect(!receipt.terminated && !item.terminated)
        #expect(
            spec.diagnostics.filter { $0.rule.hasPrefix("extract.") }.map { "\($0.line) \($0.rule)" } == [
                "112 extract.unterminated-interface", "194 extract.unterminated-interface", "215 extract.orphan-comment",
            ])
    }

    @Test func theSameURLSchemeFromTheFlattenedTable() throws {
        let scheme = try #require(spec.urlSchemes.first)
        #expect(scheme.scheme == "itms-services")
        #expect(scheme.host == nil && scheme.path == nil)
        #expect(
            scheme.parameters.map { "\($0.name)=\($0.fixedValue ?? "*")@\($0.location.line)" } == [
                "action=purchaseIntent@314", "bundleId=*@315", "productIdentifier=*@316",
            ])
        #expect(scheme.examples.map { "\($0.consistent)@\($0.location.line)" } == ["true@318"])
    }

    @Test func twoDeclaredSelectors() {
        #expect(
            spec.methods.map { "\($0.name)@\($0.location.line)" } == [
                "requestPurchaseWithGamebaseProductId:viewController:completion:@89",
                "requestPurchaseWithGamebaseProductId:payload:viewController:completion:@93",
            ])
    }

    @Test func threeFlows() {
        #expect(
            spec.flows.map { "\($0.name): \($0.steps.map { String($0.location.line) }.joined(separator: " "))" } == [
                "Purchase Flow: 49 50 51", "Consume Flow: 62 64 68", "Retry Transaction Flow: 74 75 76",
            ])
    }
}
