import GuideSpecWire
import Testing

/// Value-object cases built from the bundled specs.
@Suite struct ValueObjectCaseTests {
    @Test func zhDecidesPaymentIdAndEnDisputesIt() throws {
        #expect(
            try Bundled.golden("value-objects/TCGBPurchasableReceipt.paymentId")
                == GoldenCase(
                    id: "ios-purchase/ios/value-objects/TCGBPurchasableReceipt.paymentId", platform: "ios", operation: "vo.field",
                    input: ["type": "TCGBPurchasableReceipt", "field": "paymentId"], expected: ["type": "string", "nullable": false],
                    languages: ["zh"],
                    sources: [
                        Bundled.en("field:TCGBPurchasableReceipt.paymentId", 150), Bundled.zh("field:TCGBPurchasableReceipt.paymentId", 167),
                    ],
                    disputedBy: [GoldenDispute(language: "en", says: "nullable")]))
        let missing = try Bundled.golden("value-objects/TCGBPurchasableReceipt.decode-missing-paymentId")
        #expect(missing.expected == ["rejected": ["reason": "missing-field", "subject": "paymentId"]])
        #expect(missing.disputedBy == [GoldenDispute(language: "en", says: "nullable")])
    }

    @Test func fieldListIsTheUnionAndNamesWhatALanguageLacks() throws {
        let receipt = try Bundled.golden("value-objects/TCGBPurchasableReceipt.field-names")
        #expect(receipt.languages == ["en"])
        #expect(receipt.disputedBy == [GoldenDispute(language: "zh", says: "without promotionPayment, sandboxPayment")])
        #expect(receipt.expected["fields"]?.arrayValue?.count == 16)
        let sandbox = try Bundled.golden("value-objects/TCGBPurchasableReceipt.sandboxPayment")
        #expect(sandbox.expected == ["type": "boolean", "nullable": false])
        #expect(sandbox.languages == ["en"])
        let productType = try Bundled.golden("value-objects/TCGBPurchasableItem.productType")
        #expect(productType.languages == ["zh"])
        #expect(productType.sources == [Bundled.zh("field:TCGBPurchasableItem.productType", 245)])
    }

    @Test func decodeCasesUseSyntheticValues() throws {
        let complete = try Bundled.golden("value-objects/TCGBPurchasableReceipt.decode-complete")
        let payload = try #require(complete.input["payload"])
        #expect(payload["paymentSeq"] == "paymentSeq-value")
        #expect(payload["price"] == 1.5)
        #expect(payload["purchaseTime"] == 1_700_000_000_000)
        #expect(payload["itemSeq"] == 42)
        #expect(payload["sandboxPayment"] == true)
        #expect(payload["productType"] == "CONSUMABLE")
        #expect(complete.expected == ["value": payload])
        let wrong = try Bundled.golden("value-objects/TCGBPurchasableItem.decode-wrong-type-price")
        #expect(wrong.input["payload"]?["price"] == "1.5")
        #expect(wrong.expected == ["rejected": ["reason": "wrong-type", "subject": "price"]])
        let unrecognised = try Bundled.golden("value-objects/TCGBPurchasableItem.decode-unrecognised-productType")
        #expect(unrecognised.input["payload"]?["productType"] == "BUNDLE")
        #expect(unrecognised.expected["value"]?["productType"] == "UNKNOWN")
        let extra = try Bundled.golden("value-objects/TCGBPurchasableItem.decode-extra-member")
        #expect(extra.input["payload"]?["undocumentedMember"] == "ignored")
        #expect(extra.expected["value"]?["undocumentedMember"] == nil)
        #expect(try Bundled.golden("value-objects/decode-unknown-type").expected == ["rejected": ["reason": "unknown-type"]])
        #expect(try Bundled.golden("value-objects/TCGBPurchasableItem.unknown-field").expected == ["rejected": ["reason": "unknown-field"]])
    }
}
