import Foundation
import GuideSpecPacks
import GuideSpecSource
import GuideSpecKit
import GuideSpecSpecModel
import Testing
import GuideSpecTestSupport

/// Counts and keys a careful reader finds in the corpus's purchase and error-code pages, in all four languages.
/// (The corpus's zh pages are English text of another revision; ja's receipt class has duplicated and missing
/// properties; ko/ja list Unreal among the platforms. The numbers below were read from the sources by hand.)
@Suite(.enabled(if: Paths.corpusAvailable, "needs ../shared/corpus/gamebase-docs/head"))
struct CorpusPageExpectationTests {
    static func spec(_ page: String) throws -> PageSpec {
        let url = Paths.corpus.appendingPathComponent(page)
        let file = try GuideFile(path: page)
        return try #require(
            GuideSource.read(file, at: url.path, options: .withPacks(BundledProject.settings.extractionOptions)).spec, "\(page) could not be read")
    }

    struct PurchasePage: Codable, Sendable, CustomTestStringConvertible {
        var page: String
        var errorLines: ClosedRange<Int>
        var errorCodes: [Int]
        var receiptFields: [String]
        var itemFields: [String]
        var declared: [String]
        var orphanCommentLine: Int?
        var configurationTableLine: Int
        var testDescription: String { page }
    }

    static let receipt17 = [
        "gamebaseProductId", "price", "currency", "paymentSeq", "purchaseToken", "marketItemId", "productType", "userId", "paymentId",
        "expiryTime", "purchaseTime", "payload", "originalPaymentId", "itemSeq", "sandboxPayment", "promotionPayment", "storeCode",
    ]
    static let item11 = [
        "gamebaseProductId", "price", "currency", "itemName", "marketId", "marketItemId", "localizedPrice", "localizedTitle", "localizedDescription",
        "active", "itemSeq",
    ]
    static let item12 = [
        "gamebaseProductId", "price", "currency", "itemName", "marketId", "marketItemId", "productType", "localizedPrice", "localizedTitle",
        "localizedDescription", "active", "itemSeq",
    ]
    static let codes12 = [10, 4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008, 4010, 4201, 4999]
    static let declared4 = [
        "requestPurchaseWithGamebaseProductId:viewController:completion:@102", "requestItemListOfNotConsumedWithConfiguration:completion:@288",
        "requestActivatedPurchasesWithConfiguration:completion:@323", "requestRestoreWithCompletion:@359",
    ]

    static let purchasePages: [PurchasePage] = [
        PurchasePage(
            page: "en/ios-purchase.md", errorLines: 402...413, errorCodes: codes12, receiptFields: receipt17, itemFields: item11,
            declared: declared4, orphanCommentLine: 246, configurationTableLine: 394),
        PurchasePage(
            page: "ko/ios-purchase.md", errorLines: 402...413, errorCodes: codes12, receiptFields: receipt17, itemFields: item12,
            declared: declared4, orphanCommentLine: nil, configurationTableLine: 394),
        PurchasePage(
            page: "ja/ios-purchase.md", errorLines: 404...415, errorCodes: codes12,
            receiptFields: [
                "gamebaseProductId", "price", "currency", "paymentSeq", "purchaseToken", "marketItemId", "productType", "paymentId", "paymentId",
                "payload", "originalPaymentId", "payload", "originalPaymentId", "itemSeq", "sandboxPayment", "promotionPayment", "storeCode",
            ],
            itemFields: item12,
            declared: [
                "requestPurchaseWithGamebaseProductId:viewController:completion:@101",
                "requestItemListOfNotConsumedWithConfiguration:completion:@286",
                "requestActivatedPurchasesWithConfiguration:completion:@321", "requestRestoreWithCompletion:@362",
            ],
            orphanCommentLine: nil, configurationTableLine: 396),
        PurchasePage(
            page: "zh/ios-purchase.md", errorLines: 445...455, errorCodes: codes12.filter { $0 != 4008 }, receiptFields: receipt17,
            itemFields: item11,
            declared: [
                "requestPurchaseWithGamebaseProductId:viewController:completion:@102",
                "requestPurchaseWithGamebaseProductId:payload:viewController:completion:@106",
                "requestItemListOfNotConsumedWithConfiguration:completion:@296", "requestActivatedPurchasesWithConfiguration:completion:@331",
                "requestRestoreWithCompletion:@367",
            ],
            orphanCommentLine: 254, configurationTableLine: 437),
    ]

    @Test(arguments: purchasePages)
    func purchasePageCountsAndKeys(_ expected: PurchasePage) throws {
        let spec = try Self.spec(expected.page)
        #expect(spec.errors.map(\.code) == expected.errorCodes)
        #expect(spec.errors.map(\.location.line) == Array(expected.errorLines))
        #expect(spec.errors.allSatisfy { $0.name?.hasPrefix("TCGB_ERROR_") == true })
        #expect(spec.platform == "ios")
        #expect(spec.types.map(\.name) == ["TCGBPurchasableReceipt", "TCGBPurchasableItem"])
        #expect(spec.types.first?.fields.map(\.name) == expected.receiptFields)
        #expect(spec.types.last?.fields.map(\.name) == expected.itemFields)
        #expect(spec.types.allSatisfy { $0.terminated })
        let declared = spec.methods.map { "\($0.name)@\($0.location.line)" }
        #expect(declared == expected.declared)
        #expect(spec.flows.map(\.name) == ["Purchase Flow", "Consume Flow", "Retry Transaction Flow"])
        #expect(spec.flows.map { $0.steps.map(\.location.line) } == [[52, 53, 54], [67, 69, 77], [84, 85, 86]])
        #expect(
            spec.flows.map { $0.steps.map(\.selectors) } == [
                [
                    ["requestItemListOfNotConsumedWithCompletion:"], ["requestPurchaseWithGamebaseProductId:viewController:completion:"],
                    ["requestItemListOfNotConsumedWithCompletion:"],
                ],
                [[], [], []],
                [[], ["requestItemListOfNotConsumedWithCompletion:"], []],
            ])
        #expect(spec.diagnostics.map { "\($0.line) \($0.rule)" } == (expected.orphanCommentLine.map { ["\($0) extract.orphan-comment"] } ?? []))
        #expect(
            spec.tables.map { "\($0.header.first ?? "")@\($0.location.line) rows=\($0.rows.count)" } == [
                "Parameter@\(expected.configurationTableLine) rows=1"
            ])
    }

    @Test func onlyTheZhRevisionDocumentsTheItmsServicesScheme() throws {
        for language in ["en", "ko", "ja"] { #expect(try Self.spec("\(language)/ios-purchase.md").urlSchemes.isEmpty) }
        let scheme = try #require(try Self.spec("zh/ios-purchase.md").urlSchemes.first)
        #expect(scheme.scheme == "itms-services")
        #expect(scheme.location.line == 425)
        #expect(
            scheme.parameters.map { "\($0.name)=\($0.fixedValue ?? "*")@\($0.location.line)" } == [
                "action=purchaseIntent@429", "bundleId=*@430", "productIdentifier=*@431",
            ])
        #expect(scheme.examples.map { "\($0.consistent)@\($0.location.line)" } == ["true@433"])
    }

    @Test(arguments: ["en", "ko", "ja", "zh"])
    func errorCodePageCountsAndKeys(_ language: String) throws {
        let spec = try Self.spec("\(language)/error-code.md")
        let client = spec.errors.filter { $0.name != nil }
        let server = spec.errors.filter { $0.name == nil }
        #expect(client.count == (language == "zh" ? 98 : 102))
        let missingInZh: Set = [3012, 4008, 6941, 6942]
        #expect(Set(client.map(\.code)).intersection(missingInZh).count == (language == "zh" ? 0 : 4))
        #expect(
            client.first.map { "\($0.category ?? "") \($0.name ?? "") \($0.code.map(String.init) ?? "none") @\($0.location.line)" }
                == "Common TCGB_ERROR_NOT_INITIALIZED 1 @7")
        let typo = try #require(client.first { $0.code == 3043 })
        #expect(typo.name == "iCGB_ERROR_AUTH_TRANSFERACCOUNT_INVALID_ID")
        #expect(typo.platformNames?["Android"] == "AUTH_TRANSFERACCOUNT_INVALID_ID")
        #expect(typo.category == "TransferAccount")
        let pending = client.first { $0.code == 4008 }
        #expect(
            pending?.platforms
                == (language == "zh" ? nil : language == "en" ? ["Android", "Unity", "Unreal", "iOS"] : ["Android", "Unity", "Unreal", "iOS"]))
        let unityOnly = try #require(client.first { $0.code == 4004 })
        #expect(unityOnly.name == "PURCHASE_NOT_ENOUGH_CASH")
        #expect(client.filter { $0.code == 7003 }.first?.platformNames?["iOS"] == "TCGB_ERROR_WEBVIEW_HTTP_ERROR")
        #expect(server.count == 59)
        let codes = server.compactMap { entry in entry.code.map { ($0, entry.codeRangeEnd ?? $0) } }
        #expect(codes.count == server.count)
        let expanded = codes.reduce(0) { $0 + abs($1.1 - $1.0) + 1 }
        #expect(expanded == 85)
        var perModule: [String: Int] = [:]
        for entry in server { perModule[entry.category ?? "?", default: 0] += 1 }
        #expect(perModule == ["Common": 18, "Gateway": 8, "Launching": 1, "Member": 10, "IdP": 9, "Coupon": 7, "IAP": 6])
        #expect(server.first { $0.code == -4000921 }?.codeRangeEnd == -4000922)
        #expect(server.first?.location.line == (language == "ja" ? 117 : language == "zh" ? 112 : 116))
        #expect(spec.tables.isEmpty)
        #expect(spec.diagnostics.map(\.rule) == (language == "ko" ? ["input.crlf"] : []))
    }
}
