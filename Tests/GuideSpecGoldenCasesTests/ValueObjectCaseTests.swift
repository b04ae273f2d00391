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
        // Every other JSON kind is refused, an integer's number with a fraction, a string field's with none.
        let kinds = try [
            "string": "decode-wrong-type-itemSeq", "fraction": "decode-wrong-type-itemSeq-fraction",
            "boolean": "decode-wrong-type-itemSeq-boolean", "array": "decode-wrong-type-itemSeq-array",
            "object": "decode-wrong-type-itemSeq-object",
        ].mapValues { try Bundled.golden("value-objects/TCGBPurchasableItem.\($0)") }
        #expect(
            kinds.mapValues { $0.input["payload"]?["itemSeq"] } == ["string": "42", "fraction": 42.5, "boolean": true, "array": [], "object": [:]])
        #expect(kinds.values.allSatisfy { $0.expected == ["rejected": ["reason": "wrong-type", "subject": "itemSeq"]] })
        #expect(try Bundled.golden("value-objects/TCGBPurchasableItem.decode-wrong-type-currency-number").input["payload"]?["currency"] == 42)
        #expect(
            try Bundled.cases()["ios-purchase/ios/value-objects/TCGBPurchasableItem.decode-wrong-type-price-number"] == nil, "a float takes a number")
        // Each key the comment enumerates decodes as itself, citing the comment that lists it.
        let consumableSubscription = try Bundled.golden("value-objects/TCGBPurchasableReceipt.decode-productType-CONSUMABLE_AUTO_RENEWABLE")
        #expect(consumableSubscription.input["payload"]?["productType"] == "CONSUMABLE_AUTO_RENEWABLE")
        #expect(consumableSubscription.expected["value"]?["productType"] == "CONSUMABLE_AUTO_RENEWABLE")
        #expect(
            consumableSubscription.sources.map { "\($0.language) \($0.item)" } == [
                "en field:TCGBPurchasableReceipt.productType", "zh field:TCGBPurchasableReceipt.productType",
            ])
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
