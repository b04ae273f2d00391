import GuideSpecWire
import Testing

/// Promotion-URL and purchase-scenario cases built from the bundled specs.
@Suite struct URLAndScenarioCaseTests {
    static let example = "itms-services://?action=purchaseIntent&bundleId=com.bundleid.testest&productIdentifier=productid.001"

    @Test func exampleURLIsBuiltAndParsedBack() throws {
        let build = try Bundled.golden("promotion-url/build-example")
        #expect(build.input == ["bundleId": "com.bundleid.testest", "productIdentifier": "productid.001"])
        #expect(build.expected == ["url": .string(Self.example)])
        #expect(build.sources.contains(Bundled.zh("url-example:itms-services", 387)))
        #expect(build.sources.contains(Bundled.en("url-example:itms-services", 318)))
        let parse = try Bundled.golden("promotion-url/parse-example")
        #expect(parse.expected == build.input)
    }

    @Test func percentEncodingCoversEveryAwkwardCharacter() throws {
        let build = try Bundled.golden("promotion-url/build-percent-encoding")
        #expect(build.input["productIdentifier"] == "productIdentifier pack/100&bonus=1+1~礼包")
        #expect(
            build.expected["url"]?.stringValue?.hasSuffix("&productIdentifier=productIdentifier%20pack%2F100%26bonus%3D1%2B1~%E7%A4%BC%E5%8C%85")
                == true)
        let parse = try Bundled.golden("promotion-url/parse-percent-decoding")
        #expect(parse.input["url"]?.stringValue?.contains("bonus%3D1+1~") == true)
        #expect(parse.expected == build.input)
    }

    @Test func rejectionsFollowTheOperationsTable() throws {
        let expected: [String: JSONValue] = [
            "wrong-scheme": ["rejected": ["reason": "wrong-scheme"]],
            "unexpected-host": ["rejected": ["reason": "unexpected-host"]],
            "unexpected-path": ["rejected": ["reason": "unexpected-path"]],
            "missing-action": ["rejected": ["reason": "missing-parameter", "subject": "action"]],
            "wrong-action": ["rejected": ["reason": "wrong-action", "subject": "action"]],
            "missing-bundleId": ["rejected": ["reason": "missing-parameter", "subject": "bundleId"]],
            "missing-productIdentifier": ["rejected": ["reason": "missing-parameter", "subject": "productIdentifier"]],
        ]
        for (name, output) in expected { #expect(try Bundled.golden("promotion-url/parse-\(name)").expected == output, "\(name)") }
        #expect(
            try Bundled.golden("promotion-url/parse-missing-bundleId").input
                == ["url": "itms-services://?action=purchaseIntent&productIdentifier=productid.001"])
        // The scheme is compared whole: one a letter longer or shorter is another scheme.
        let query = "?action=purchaseIntent&bundleId=com.bundleid.testest&productIdentifier=productid.001"
        #expect(try Bundled.golden("promotion-url/parse-scheme-that-extends-it").input == ["url": .string("itms-servicesx://" + query)])
        #expect(try Bundled.golden("promotion-url/parse-scheme-cut-short").input == ["url": .string("itms-service://" + query)])
        #expect(try Bundled.golden("promotion-url/parse-scheme-cut-short").expected == ["rejected": ["reason": "wrong-scheme"]])
    }

    @Test func userCancelsExpectsTheDocumentedCodeAndCitesItsRows() throws {
        let cancel = try Bundled.golden("purchase-behaviour/user-cancels")
        #expect(cancel.expected == ["results": [["error": 4002]]])
        #expect(cancel.languages == ["en", "zh"])
        #expect(cancel.sources.contains(Bundled.zh("error:TCGB_ERROR_PURCHASE_USER_CANCELED", 395)))
        #expect(cancel.sources.contains(Bundled.en("error:TCGB_ERROR_PURCHASE_USER_CANCELED", 326)))
    }

    @Test func consumeDeliversOnce() throws {
        let consume = try Bundled.golden("purchase-behaviour/consume-delivers-once")
        #expect(
            consume.expected["results"]?.arrayValue?.dropFirst() == [
                ["consume": "delivered"], ["consume": "already-delivered"], ["consume": "already-delivered"],
            ])
        #expect(consume.sources.contains(Bundled.zh("flow:Consume Flow/2", 65)))
        let restore = try Bundled.golden("purchase-behaviour/restore-includes-expired")
        #expect(restore.expected["results"]?.arrayValue?.last?["receipts"]?.arrayValue?.count == 2)
        let activated = try Bundled.golden("purchase-behaviour/activated-excludes-expired")
        #expect(activated.expected["results"]?.arrayValue?.last?["receipts"]?.arrayValue?.map { $0["gamebaseProductId"] } == ["sub_month"])
    }

    /// Two subscriptions active at once, one of them consumable, and a consumable beside them: the list holds both
    /// subscriptions in purchase order, citing the API and the comment that calls a consumable subscription a subscription.
    @Test func theActivatedListHoldsEveryActiveSubscription() throws {
        let activated = try Bundled.golden("purchase-behaviour/activated-lists-every-active-subscription")
        let listed = activated.expected["results"]?.arrayValue?.last?["receipts"]?.arrayValue
        #expect(listed?.map { $0["gamebaseProductId"] } == ["sub_month", "sub_gems"])
        #expect(listed?.map { $0["productType"] } == ["AUTO_RENEWABLE", "CONSUMABLE_AUTO_RENEWABLE"])
        #expect(
            Set(activated.sources.map(\.item)).isSuperset(of: [
                "api:requestActivatedPurchasesWithCompletion:", "field:TCGBPurchasableReceipt.productType",
            ]))
    }

    /// Every list needs initialisation: the activated list and restore answer the not-initialised error, citing its row.
    @Test func everyListBeforeInitialisationIsRefused() throws {
        for story in ["list-activated-before-initialization", "restore-before-initialization"] {
            let refused = try Bundled.golden("purchase-behaviour/\(story)")
            #expect(refused.input["setup"]?["initialized"] == false, "\(story)")
            #expect(refused.expected == ["results": [["error": 4001]]], "\(story)")
            #expect(refused.sources.contains { $0.item == "error:TCGB_ERROR_PURCHASE_NOT_INITIALIZED" }, "\(story)")
        }
    }
}
