import GuideSpecAreas
import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecReferenceAdapter
import Testing

/// The dispatcher turns each operation of docs/operations.md into calls on the reference SDK and writes the exact output.
@Suite struct OperationDispatcherTests {
    let dispatcher = OperationDispatcher(ReferenceImplementation(), areas: GuideAreas.all)

    @Test func errorOperations() throws {
        #expect(try dispatcher.perform(.errorCodeForName, input: ["name": "TCGB_ERROR_PURCHASE_USER_CANCELED"]) == ["code": 4002])
        #expect(
            try dispatcher.perform(.errorCodeForName, input: ["name": "TCGB_ERROR_PURCHASE_NO_SUCH_THING"])
                == ["rejected": ["reason": "unknown-name"]])
        #expect(try dispatcher.perform(.errorNameForCode, input: ["code": 4005]) == ["name": "TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID"])
        #expect(try dispatcher.perform(.errorNameForCode, input: ["code": 98765]) == ["rejected": ["reason": "unknown-code"]])
    }

    @Test func fieldNamesAreSorted() throws {
        let output = try dispatcher.perform(.valueObjectFieldNames, input: ["type": "TCGBPurchasableItem"])
        #expect(
            output == [
                "fields": [
                    "active", "currency", "gamebaseProductId", "itemName", "itemSeq", "localizedDescription", "localizedPrice",
                    "localizedTitle", "marketId", "marketItemId", "price", "productType",
                ]
            ])
    }

    @Test func fieldShapes() throws {
        #expect(
            try dispatcher.perform(.valueObjectField, input: ["type": "TCGBPurchasableItem", "field": "active"])
                == ["type": "boolean", "nullable": false])
        #expect(
            try dispatcher.perform(.valueObjectField, input: ["type": "TCGBPurchasableReceipt", "field": "expiryTime"])
                == ["type": "integer", "nullable": false])
        #expect(
            try dispatcher.perform(.valueObjectField, input: ["type": "TCGBNoSuchThing", "field": "active"])
                == ["rejected": ["reason": "unknown-field"]])
    }

    @Test func decodeRejectionCarriesItsSubject() throws {
        let output = try dispatcher.perform(.valueObjectDecode, input: ["type": "TCGBPurchasableItem", "payload": ["price": 1.5]])
        #expect(output == ["rejected": ["reason": "missing-field", "subject": "gamebaseProductId"]])
    }

    @Test func promotionURLOperations() throws {
        #expect(
            try dispatcher.perform(.promotionURLBuild, input: ["bundleId": "com.example.game", "productIdentifier": "gem pack/100"])
                == ["url": "itms-services://?action=purchaseIntent&bundleId=com.example.game&productIdentifier=gem%20pack%2F100"])
        #expect(
            try dispatcher.perform(.promotionURLParse, input: ["url": "itms-services://?action=buy&bundleId=a&productIdentifier=b"])
                == ["rejected": ["reason": "wrong-action", "subject": "action"]])
    }

    @Test func methodOperationMatchesOwnerNameAndParameters() throws {
        let restore: JSONValue = ["owner": "TCGBPurchase", "name": "requestRestoreWithCompletion:", "parameters": .null]
        #expect(try dispatcher.perform(.apiMethod, input: restore) == ["provided": true])
        let purchase: JSONValue = [
            "owner": "TCGBPurchase", "name": "requestPurchaseWithItemSeq:viewController:completion:",
            "parameters": ["integer", "UIViewController", "callback(PurchasableReceipt, Error)"],
        ]
        #expect(try dispatcher.perform(.apiMethod, input: purchase) == ["provided": true])
        #expect(try dispatcher.perform(.apiMethod, input: purchase.setting("parameters", to: ["string"])) == ["provided": false])
        #expect(try dispatcher.perform(.apiMethod, input: restore.setting("owner", to: "TCGBGamebase")) == ["provided": false])
        #expect(try dispatcher.perform(.apiMethod, input: restore.setting("name", to: "isSuccessWithError:")) == ["provided": false])
    }

    @Test func enumOperationRejectsAnUnknownEnum() throws {
        #expect(try dispatcher.perform(.enumMembers, input: ["enum": "TCGBNoSuchEnum"]) == ["rejected": ["reason": "unknown-enum"]])
    }

    @Test func anAreaWithoutItsProtocolIsUnsupported() {
        #expect(throws: DispatchFailure.unsupportedArea(.purchaseBehaviour)) {
            try OperationDispatcher(ErrorsOnly(), areas: GuideAreas.all).perform(.purchaseScenario, input: [:])
        }
        #expect(OperationDispatcher(ErrorsOnly(), areas: GuideAreas.all).supportedOperations == [.errorCodeForName, .errorNameForCode])
    }

    /// An area the dispatcher was given no answerer for is not answered, even by an implementation of its protocol, and the
    /// failure says so rather than blame the implementation.
    @Test func anAreaWithoutItsAnswererIsUnanswered() {
        let generic = OperationDispatcher(ReferenceImplementation(), areas: GenericAreas.all)
        #expect(throws: DispatchFailure.unansweredArea(.promotionURL)) {
            try generic.perform(.promotionURLParse, input: ["url": "itms-services://"])
        }
        #expect(!generic.supports(.promotionURL))
        #expect(
            generic.supportedOperations == [
                .errorCodeForName, .errorNameForCode, .valueObjectFieldNames, .valueObjectField, .valueObjectDecode, .enumMembers, .apiMethod,
            ])
        let golden = GoldenCase(
            id: "p/ios/promotion-url/x", platform: "ios", operation: "url.parse", input: ["url": "itms-services://"], expected: [:], languages: [],
            sources: [], disputedBy: [])
        #expect(
            generic.verdict(on: golden).differences == [
                "golden case p/ios/promotion-url/x: unanswered area promotion-url: the dispatcher was given no answerer for it"
            ])
    }

    /// The one in-process verdict: an output compared with the expected one, and a line for each way no output could be had.
    @Test func theVerdictNamesWhatKeptTheCaseFromRunning() {
        var golden = GoldenCase(
            id: "p/ios/error-codes/x", platform: "ios", operation: "error.name-for-code", input: ["code": 4005], expected: ["name": "WRONG"],
            languages: [], sources: [], disputedBy: [])
        #expect(dispatcher.verdict(on: golden).differences == [#"name: expected "WRONG", got "TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID""#])
        golden.input = ["code": "4005"]
        #expect(
            dispatcher.verdict(on: golden).differences == [
                #"""
                golden case p/ios/error-codes/x does not fit its operation (error.name-for-code: "code" must be an integer): regenerate the \#
                suites with the GuideSpec they came from
                """#
            ])
        golden.operation = "error.no-such-operation"
        #expect(dispatcher.verdict(on: golden).differences == [#"golden case p/ios/error-codes/x: unknown operation "error.no-such-operation""#])
        golden.operation = "url.parse"
        #expect(
            OperationDispatcher(ErrorsOnly(), areas: GuideAreas.all).verdict(on: golden).differences == [
                "the implementation does not conform to the protocol of promotion-url"
            ])
    }

    @Test func inputOfTheWrongShapeIsMalformed() {
        #expect(throws: DispatchFailure.malformed(MalformedInput("error.name-for-code: \"code\" must be an integer"))) {
            try dispatcher.perform(.errorNameForCode, input: ["code": "4002"])
        }
        #expect(throws: DispatchFailure.malformed(MalformedInput("url.build: input needs member \"productIdentifier\""))) {
            try dispatcher.perform(.promotionURLBuild, input: ["bundleId": "a"])
        }
    }
}

/// An implementation that answers the error-codes area only.
private struct ErrorsOnly: ErrorCatalogue {
    var identity: ImplementationIdentity { ImplementationIdentity(name: "errors-only", version: "0", language: "swift") }
    func errorCode(forName name: String) -> Int? { nil }
    func errorName(forCode code: Int) -> String? { nil }
}
