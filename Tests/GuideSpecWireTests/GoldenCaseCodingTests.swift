import GuideSpecWire
import Foundation
import Testing

@Suite("GoldenCase coding")
struct GoldenCaseCodingTests {
    @Test("A case is one canonical line with every member, and reads back equal")
    func oneLine() throws {
        let goldenCase = GoldenCase(
            id: "ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED", platform: "ios", operation: .errorCodeForName,
            input: ["name": "TCGB_ERROR_PURCHASE_USER_CANCELED"], expected: ["code": 4002], languages: ["en", "zh"],
            sources: [GoldenSource(item: "error:TCGB_ERROR_PURCHASE_USER_CANCELED", language: "zh", file: "guides/zh/ios-purchase.md", line: 395)],
            disputedBy: [GoldenDispute(language: "ko", says: "4012")])
        let line = try CanonicalJSON.string(goldenCase)
        #expect(
            line
                == #"""
                {"disputedBy":[{"language":"ko","says":"4012"}],"expected":{"code":4002},\#
                "id":"ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED","input":{"name":"TCGB_ERROR_PURCHASE_USER_CANCELED"},\#
                "languages":["en","zh"],"operation":"error.code-for-name","platform":"ios","sources":[{"file":"guides/zh/ios-purchase.md",\#
                "item":"error:TCGB_ERROR_PURCHASE_USER_CANCELED","language":"zh","line":395}]}
                """#
        )
        #expect(!line.contains("\n"))
        #expect(try JSONDecoder().decode(GoldenCase.self, from: Data(line.utf8)) == goldenCase)
        #expect(goldenCase.page == "ios-purchase")
    }
}
