import GuideSpecAreas
import GuideSpecConformance
import GuideSpecPurchaseConformance
import GuideSpecWire
import GuideSpecReferenceAdapter
import Testing

/// Purchase scenarios run step by step against a fresh reference world, with exact results.
@Suite struct ScenarioRunnerTests {
    let dispatcher = OperationDispatcher(ReferenceImplementation(), areas: GuideAreas.all)

    static func setup(_ products: [JSONValue]) -> JSONValue {
        ["store": "AS", "initialized": true, "userId": "user-1", "now": 1_700_000_000_000, "products": .array(products)]
    }

    static let gem: JSONValue = ["gamebaseProductId": "gem_100", "productType": "CONSUMABLE", "active": true]

    static let gemReceipt: JSONValue = [
        "gamebaseProductId": "gem_100", "productType": "CONSUMABLE", "payload": nil,
        "hasPaymentSeq": true, "hasPurchaseToken": true, "hasPaymentId": true,
    ]

    @Test func documentedCancelExample() throws {
        let input: JSONValue = [
            "setup": Self.setup([Self.gem]),
            "steps": [["do": "purchase", "gamebaseProductId": "gem_100", "payload": "slot-1", "user": "cancels"]],
        ]
        #expect(try dispatcher.perform(.purchaseScenario, input: input) == ["results": [["error": 4002]]])
    }

    @Test func purchaseWithoutPayloadThenConsume() throws {
        let input: JSONValue = [
            "setup": Self.setup([Self.gem]),
            "steps": [
                ["do": "purchase", "gamebaseProductId": "gem_100", "user": "pays"],
                ["do": "consume", "receiptOf": 0, "purchaseToken": "wrong"],
                ["do": "consume", "receiptOf": 0, "purchaseToken": "as-issued"],
                ["do": "list-not-consumed"],
                ["do": "advance-clock", "days": 3],
            ],
        ]
        let expected: JSONValue = [
            "results": [
                ["receipt": Self.gemReceipt], ["consume": "refused-purchase-token"], ["consume": "delivered"], ["receipts": []],
                ["advancedDays": 3],
            ]
        ]
        #expect(try dispatcher.perform(.purchaseScenario, input: input) == expected)
    }

    @Test func subscriptionExpiresAtTheEndOfItsLastDay() throws {
        let monthly: JSONValue = ["gamebaseProductId": "sub", "productType": "AUTO_RENEWABLE", "active": true, "subscriptionDays": 30]
        let input: JSONValue = [
            "setup": Self.setup([monthly]),
            "steps": [
                ["do": "purchase", "gamebaseProductId": "sub", "user": "pays"], ["do": "advance-clock", "days": 29],
                ["do": "list-activated"], ["do": "advance-clock", "days": 1], ["do": "list-activated"], ["do": "restore"],
            ],
        ]
        let receipt: JSONValue = Self.gemReceipt.setting("gamebaseProductId", to: "sub").setting("productType", to: "AUTO_RENEWABLE")
        let expected: JSONValue = [
            "results": [
                ["receipt": receipt], ["advancedDays": 29], ["receipts": [receipt]], ["advancedDays": 1], ["receipts": []],
                ["receipts": [receipt]],
            ]
        ]
        #expect(try dispatcher.perform(.purchaseScenario, input: input) == expected)
    }

    /// A purchase that gave no receipt is the implementation's failure: the consume step says so instead of refusing the case.
    @Test func consumeOfAPurchaseWithoutReceiptBlamesTheImplementation() throws {
        let input: JSONValue = [
            "setup": Self.setup([Self.gem]),
            "steps": [
                ["do": "purchase", "gamebaseProductId": "gem_100", "user": "cancels"],
                ["do": "consume", "receiptOf": 0, "purchaseToken": "as-issued"],
            ],
        ]
        #expect(try dispatcher.perform(.purchaseScenario, input: input) == ["results": [["error": 4002], ["consume": "no-receipt"]]])
    }

    /// A `receiptOf` that names no earlier purchase step is the case's fault.
    @Test func consumeOfAStepThatIsNoPurchaseIsMalformed() {
        let input: JSONValue = [
            "setup": Self.setup([Self.gem]),
            "steps": [["do": "restore"], ["do": "consume", "receiptOf": 0, "purchaseToken": "as-issued"]],
        ]
        #expect(
            throws: DispatchFailure.malformed(MalformedInput("purchase.scenario step 1: \"receiptOf\" must name an earlier purchase step"))
        ) {
            try dispatcher.perform(.purchaseScenario, input: input)
        }
    }
}
