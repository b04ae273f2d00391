import Conformance
import ConformanceWire
import ReferenceAdapter
import Testing

/// The reference SDK's own building blocks, checked where the golden cases do not reach.
@Suite struct ReferenceImplementationTests {
    @Test func everyErrorCodeRoundTrips() {
        for error in PurchaseErrorCode.allCases {
            #expect(PurchaseErrorCode(constantName: error.constantName) == error)
        }
    }

    @Test func encodingWritesEveryDeclaredFieldOfEachClass() throws {
        let receipt: JSONValue = [
            "gamebaseProductId": "g", "price": 0, "currency": "KRW", "paymentSeq": "s", "purchaseToken": "t", "marketItemId": "m",
            "productType": "CONSUMABLE", "userId": "u", "paymentId": "p", "expiryTime": 0, "purchaseTime": 0, "payload": "",
            "originalPaymentId": "o", "itemSeq": 0, "sandboxPayment": false, "promotionPayment": true,
        ]
        let decoded = try PurchasableReceipt(decoding: receipt)
        #expect(decoded.encoded == receipt)
        #expect(Set(try #require(decoded.encoded.objectValue).keys) == Set(PurchasableReceipt.declaredFields.map(\.name)))
    }

    @Test func firstProblemInDeclaredOrderDecides() {
        #expect(throws: PayloadError.wrongType("price")) {
            try PurchasableItem(decoding: ["gamebaseProductId": "g", "price": "1.5", "itemSeq": 1.5])
        }
    }

    @Test func promotionURLRoundTripsAnyText() throws {
        let url = PromotionURL(bundleId: "com.예시.game", productIdentifier: "a+b c&d=e%f#g")
        #expect(url.absoluteString == "itms-services://?action=purchaseIntent&bundleId=com.%EC%98%88%EC%8B%9C.game&productIdentifier=a%2Bb%20c%26d%3De%25f%23g")
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
