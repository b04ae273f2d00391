import Foundation
import GuideSpecKit
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// What a careful reader counts in guides/zh/ios-purchase.md (the 2021-08-01 Chinese Markdown).
@Suite struct BundledChineseGuideTests {
    let spec: PageSpec

    init() throws {
        spec = try bundledSpec("guides/zh/ios-purchase.md")
    }

    @Test func tenErrorRowsWithTheirLines() {
        #expect(
            spec.errors.map { "\($0.code.map(String.init) ?? "none") \($0.name ?? "") @\($0.location.line)" } == [
                "10 TCGB_ERROR_NOT_SUPPORTED @393",
                "4001 TCGB_ERROR_PURCHASE_NOT_INITIALIZED @394",
                "4002 TCGB_ERROR_PURCHASE_USER_CANCELED @395",
                "4003 TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING @396",
                "4004 TCGB_ERROR_PURCHASE_NOT_ENOUGH_CASH @397",
                "4005 TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID @398",
                "4006 TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID @399",
                "4010 TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET @400",
                "4201 TCGB_ERROR_PURCHASE_EXTERNAL_LIBRARY_ERROR @401",
                "4999 TCGB_ERROR_PURCHASE_UNKNOWN_ERROR @402",
            ])
        #expect(spec.errors.allSatisfy { $0.location.section.last == "Error Handling" })
        #expect(spec.errors[8].description == "是IAP库错误。\n请确认error.message。")
    }

    @Test func receiptHasFourteenFieldsAndItemTwelve() throws {
        let receipt = try #require(spec.types.first { $0.name == "TCGBPurchasableReceipt" })
        #expect(
            receipt.fields.map(\.name) == [
                "gamebaseProductId", "price", "currency", "paymentSeq", "purchaseToken", "marketItemId", "productType",
                "userId", "paymentId", "expiryTime", "purchaseTime", "payload", "originalPaymentId", "itemSeq",
            ])
        #expect(
            receipt.fields.map(\.type.written) == [
                "NSString *", "float", "NSString *", "NSString *", "NSString *", "NSString *", "NSString *",
                "NSString *", "NSString *", "long", "long", "NSString *", "NSString *", "long",
            ])
        #expect(receipt.fields.allSatisfy { $0.nullability == .unspecified && !$0.comment.isEmpty })
        #expect(receipt.fields.map(\.location.line) == [132, 135, 138, 144, 150, 153, 160, 164, 167, 170, 173, 178, 183, 186])
        #expect(receipt.fields[3].comment.count == 4)
        #expect(receipt.terminated)
        let item = try #require(spec.types.first { $0.name == "TCGBPurchasableItem" })
        #expect(item.fields.count == 12)
        #expect(item.fields.map(\.name).last == "itemSeq")
        #expect(item.fields.first { $0.name == "active" }?.getter == "isActive")
        #expect(item.fields.first { $0.name == "active" }?.type == TypeReference(written: "BOOL", neutral: "boolean"))
        for object in [receipt, item] {
            let productType = try #require(object.fields.first { $0.name == "productType" })
            #expect(productType.enumeration.map(\.key) == ["UNKNOWN", "CONSUMABLE", "AUTO_RENEWABLE", "CONSUMABLE_AUTO_RENEWABLE"])
        }
    }

    @Test func itmsServicesSchemeWithItsConsistentExample() throws {
        let scheme = try #require(spec.urlSchemes.first)
        #expect(spec.urlSchemes.count == 1)
        #expect(scheme.scheme == "itms-services")
        #expect(scheme.host == nil && scheme.path == nil)
        #expect(scheme.parameters.map(\.name) == ["action", "bundleId", "productIdentifier"])
        #expect(scheme.parameters.map(\.fixedValue) == ["purchaseIntent", nil, nil])
        #expect(
            scheme.examples.map(\.url) == ["itms-services://?action=purchaseIntent&bundleId=com.bundleid.testest&productIdentifier=productid.001"])
        #expect(scheme.examples.map(\.location.line) == [387])
        #expect(scheme.examples.allSatisfy { $0.consistent })
    }

    @Test func threeDeclaredSelectorsIncludingTheLegacyOne() {
        let declared = spec.apis.filter { $0.foundAs.contains(.declared) }
        #expect(
            declared.map {
                """
                \($0.selector) @\(spec.declaredMethod(named: $0.selector)?.location.line ?? 0) \
                legacy=\(spec.declaredMethod(named: $0.selector)?.legacy ?? false)
                """
            } == [
                "requestPurchaseWithGamebaseProductId:viewController:completion: @92 legacy=false",
                "requestPurchaseWithGamebaseProductId:payload:viewController:completion: @96 legacy=false",
                "requestPurchaseWithItemSeq:viewController:completion: @102 legacy=true",
            ])
        #expect(spec.methods.allSatisfy { $0.isStatic && $0.language == .objectiveC })
        let used = Set(spec.apis.filter { $0.foundAs.contains(.example) }.map(\.selector))
        #expect(
            used.isSuperset(of: [
                "requestPurchaseWithGamebaseProductId:payload:viewController:completion:", "requestItemListPurchasableWithCompletion:",
                "requestItemListOfNotConsumedWithCompletion:", "requestActivatedPurchasesWithCompletion:", "requestRestoreWithCompletion:",
                "isSuccessWithError:",
            ]))
        let prose = spec.apis.filter { $0.foundAs.contains(.prose) }.map(\.selector)
        #expect(prose == ["requestItemListOfNotConsumedWithCompletion:", "requestPurchaseWithGamebaseProductId:viewController:completion:"])
    }

    @Test func threeFlowsAsOrderedSteps() {
        #expect(
            spec.flows.map { "\($0.name) @\($0.location.line): \($0.steps.map { "\($0.number)@\($0.location.line)" }.joined(separator: " "))" } == [
                "Purchase Flow @41: 1@48 2@49 3@50",
                "Consume Flow @52: 1@63 2@65 3@68",
                "Retry Transaction Flow @71: 1@75 2@76 3@77",
            ])
        #expect(
            spec.flows[0].steps.map(\.selectors) == [
                ["requestItemListOfNotConsumedWithCompletion:"], ["requestPurchaseWithGamebaseProductId:viewController:completion:"],
                ["requestItemListOfNotConsumedWithCompletion:"],
            ])
        #expect(spec.flows[1].steps[1].details.count == 2)
        #expect(spec.flows[2].steps[1].selectors == ["requestItemListOfNotConsumedWithCompletion:"])
    }

    @Test func nothingToReport() {
        #expect(spec.diagnostics.isEmpty)
        #expect(spec.tables.isEmpty)
    }
}
