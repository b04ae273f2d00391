import ConformanceWire

/// The stories of the Consume Flow: the not-consumed list, delivering once, and refusing a wrong purchaseToken.
enum ConsumeScenarioScripts {
    static let all: [ScenarioScript] = [
        ScenarioScript(
            name: "not-consumed-until-consumed", setup: ScenarioScripts.setup(),
            steps: [
                paid(), listNotConsumed([ScenarioScripts.receipt("gem_100", payload: "slot-1")]), consume("as-issued", "delivered"),
                listNotConsumed([]),
            ],
            citations: [.api(ScenarioScripts.notConsumedAPI), .flowStep("Purchase Flow", 3), .flowStep("Consume Flow", 3)]),
        ScenarioScript(
            name: "consume-delivers-once", setup: ScenarioScripts.setup(),
            steps: [paid(), consume("as-issued", "delivered"), consume("as-issued", "already-delivered"), consume("as-issued", "already-delivered")],
            citations: [.flowStep("Consume Flow", 2), .flowStep("Consume Flow", 3)]),
        ScenarioScript(
            name: "consume-refuses-wrong-token", setup: ScenarioScripts.setup(),
            steps: [paid(), consume("wrong", "refused-purchase-token"), consume("as-issued", "delivered")],
            citations: [.flowStep("Consume Flow", 1), .flowStep("Consume Flow", 3)]),
        // The game server looks the paymentSeq up in its DB (step 2) before it verifies the token (2-1, en), so a wrong
        // token for a delivered purchase is already-delivered. The list before the purchase is Purchase Flow step 1, and
        // it makes `receiptOf` count every step, not only purchases.
        ScenarioScript(
            name: "consume-checks-delivery-before-token", setup: ScenarioScripts.setup(),
            steps: [listNotConsumed([]), paid(), consume("as-issued", "delivered", of: 1), consume("wrong", "already-delivered", of: 1)],
            citations: [.api(ScenarioScripts.notConsumedAPI), .flowStep("Purchase Flow", 1), .flowStep("Consume Flow", 2)]),
    ]

    /// Step 0 of every consume story: the user pays for `gem_100`.
    static func paid() -> ScenarioScript.Step {
        ScenarioScripts.buy(.value(["receipt": ScenarioScripts.receipt("gem_100", payload: "slot-1")]))
    }

    /// A not-consumed list step and the receipts it must give.
    static func listNotConsumed(_ receipts: [JSONValue]) -> ScenarioScript.Step {
        ScenarioScript.Step(action: ["do": "list-not-consumed"], result: .value(["receipts": .array(receipts)]))
    }

    /// The game server consumes the purchase of step `step`.
    static func consume(_ token: String, _ outcome: String, of step: Int = 0) -> ScenarioScript.Step {
        ScenarioScript.Step(
            action: ["do": "consume", "receiptOf": .number(Double(step)), "purchaseToken": .string(token)],
            result: .value(["consume": .string(outcome)]))
    }
}
