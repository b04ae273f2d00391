import GuideSpecGoldenCases
import GuideSpecWire

/// The stories of the Consume Flow: the not-consumed list (what it holds, the payload it carries back), delivering once, and
/// refusing a wrong purchaseToken before anything is delivered.
enum ConsumeScenarioScripts {
    /// The consume stories, purchases sending `payload` (nil on a platform whose purchase API takes none).
    static func all(payload: String?) -> [ScenarioScript] {
        let paid = paid(payload)
        let bought = ScenarioScripts.receipt("gem_100", payload: payload)
        let stories = [
            ScenarioScript(
                name: "not-consumed-until-consumed", setup: ScenarioScripts.setup(),
                steps: [paid, listNotConsumed([bought]), consume("as-issued", "delivered"), listNotConsumed([])],
                citations: [.flowStep("Purchase Flow", 3), .flowStep("Consume Flow", 3)]),
            ScenarioScript(
                name: "consume-delivers-once", setup: ScenarioScripts.setup(),
                steps: [
                    paid, consume("as-issued", "delivered"), consume("as-issued", "already-delivered"), consume("as-issued", "already-delivered"),
                ],
                citations: [.flowStep("Consume Flow", 2), .flowStep("Consume Flow", 3)]),
            ScenarioScript(
                name: "consume-refuses-wrong-token", setup: ScenarioScripts.setup(),
                steps: [paid, consume("wrong", "refused-purchase-token"), consume("as-issued", "delivered")],
                citations: [.flowStep("Consume Flow", 1), .flowStep("Consume Flow", 3)]),
            // The game server looks the paymentSeq up in its DB (step 2) before it verifies the token (2-1, en), so a wrong
            // token for a delivered purchase is already-delivered. The list before the purchase is Purchase Flow step 1, and
            // it makes `receiptOf` count every step, not only purchases.
            ScenarioScript(
                name: "consume-checks-delivery-before-token", setup: ScenarioScripts.setup(),
                steps: [listNotConsumed([]), paid, consume("as-issued", "delivered", of: 1), consume("wrong", "already-delivered", of: 1)],
                citations: [.flowStep("Purchase Flow", 1), .flowStep("Consume Flow", 2)]),
            // A consume with a forged token delivers nothing and consumes nothing: the purchase stays on the not-consumed list and
            // the real token still delivers it (en 2-1 verifies before 2-2 provides).
            ScenarioScript(
                name: "consume-verifies-token-before-delivering", setup: ScenarioScripts.setup(),
                steps: [
                    paid, consume("wrong", "refused-purchase-token"), listNotConsumed([bought]), consume("as-issued", "delivered"),
                    listNotConsumed([]),
                ],
                citations: [.flowStep("Consume Flow", 2), .flowStep("Consume Flow", 3)]),
            // The list is of items to deliver: consumables and consumable subscriptions, never a plain subscription.
            ScenarioScript(
                name: "not-consumed-lists-consumables-not-subscriptions", setup: everyTypeSetup,
                steps: [
                    paid, ScenarioScripts.buy(.value(["receipt": subscription]), product: "sub_month", payload: nil),
                    ScenarioScripts.buy(.value(["receipt": consumableSubscription]), product: "sub_gems", payload: nil),
                    listNotConsumed([bought, consumableSubscription]),
                ],
                citations: [.field("PurchasableReceipt", "productType")]),
        ]
        guard payload != nil else { return stories }
        // The payload comes back as given, byte for byte, on the purchase's receipt and on the not-consumed list; none stays none.
        return stories + [
            ScenarioScript(
                name: "payload-round-trips-to-the-not-consumed-list", setup: ScenarioScripts.setup(),
                steps: [
                    ScenarioScripts.buy(.value(["receipt": ScenarioScripts.receipt("gem_100", payload: awkwardPayload)]), payload: awkwardPayload),
                    ScenarioScripts.buy(.value(["receipt": ScenarioScripts.receipt("gem_100", payload: nil)]), payload: nil),
                    listNotConsumed([ScenarioScripts.receipt("gem_100", payload: awkwardPayload), ScenarioScripts.receipt("gem_100", payload: nil)]),
                ],
                citations: [.field("PurchasableReceipt", "payload")])
        ]
    }

    /// A payload with what a game puts there and a careless SDK mangles: JSON, quotes, `&`, `=`, `%`, a newline and CJK.
    static let awkwardPayload = "{\"channel\":1,\"role\":\"勇者\"}&slot=2%20\n角色"

    /// A catalogue with one product of each type: `gem_100`, `sub_month` (subscription) and `sub_gems` (consumable subscription).
    static let everyTypeSetup = ScenarioScripts.setup(products: [
        ScenarioScripts.product("gem_100"), ScenarioScripts.product("sub_month", type: "AUTO_RENEWABLE", days: 30),
        ScenarioScripts.product("sub_gems", type: "CONSUMABLE_AUTO_RENEWABLE", days: 30),
    ])
    static let subscription = ScenarioScripts.receipt("sub_month", type: "AUTO_RENEWABLE", payload: nil)
    static let consumableSubscription = ScenarioScripts.receipt("sub_gems", type: "CONSUMABLE_AUTO_RENEWABLE", payload: nil)

    /// The user pays for `gem_100`, sending `payload`.
    static func paid(_ payload: String?) -> ScenarioScript.Step {
        ScenarioScripts.buy(.value(["receipt": ScenarioScripts.receipt("gem_100", payload: payload)]), payload: payload)
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
