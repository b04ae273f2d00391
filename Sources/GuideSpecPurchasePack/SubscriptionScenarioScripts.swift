import GuideSpecGoldenCases
import GuideSpecWire

/// The subscription stories: activated purchases are every paid-up subscription, consumable ones too, and leave out expired
/// ones from their expiry millisecond on; restore keeps them, and restores nothing but subscriptions.
enum SubscriptionScenarioScripts {
    static let all: [ScenarioScript] = [
        ScenarioScript(name: "activated-excludes-expired", setup: setup, steps: purchases + [list("list-activated", [monthly])], citations: []),
        ScenarioScript(name: "restore-includes-expired", setup: setup, steps: purchases + [list("restore", [monthly, weekly])], citations: []),
        // expiryTime is when the subscription ends: at that very millisecond (30 days on) it is no longer activated.
        ScenarioScript(
            name: "subscription-ends-at-its-expiry-millisecond", setup: setup,
            steps: [
                ScenarioScripts.buy(.value(["receipt": monthly]), product: "sub_month", payload: nil), advance(29), list("list-activated", [monthly]),
                advance(1), list("list-activated", []),
            ],
            citations: [.field("PurchasableReceipt", "expiryTime")]),
        // Activated subscriptions are every paid-up one, a consumable subscription too, and never a consumable: with two
        // active at once, a list that keeps only its first entry or only plain subscriptions is caught.
        ScenarioScript(
            name: "activated-lists-every-active-subscription", setup: ConsumeScenarioScripts.everyTypeSetup,
            steps: [
                ScenarioScripts.buy(.value(["receipt": ConsumeScenarioScripts.subscription]), product: "sub_month", payload: nil),
                ConsumeScenarioScripts.paid(nil),
                ScenarioScripts.buy(.value(["receipt": ConsumeScenarioScripts.consumableSubscription]), product: "sub_gems", payload: nil),
                list("list-activated", [ConsumeScenarioScripts.subscription, ConsumeScenarioScripts.consumableSubscription]),
            ],
            citations: [.field("PurchasableReceipt", "productType")]),
        // Restore is for subscriptions the user cannot find: a consumable, consumed or not, is never restored.
        ScenarioScript(
            name: "restore-leaves-out-consumables", setup: ConsumeScenarioScripts.everyTypeSetup,
            steps: [
                ConsumeScenarioScripts.paid(nil), ConsumeScenarioScripts.consume("as-issued", "delivered"),
                ScenarioScripts.buy(.value(["receipt": ConsumeScenarioScripts.subscription]), product: "sub_month", payload: nil),
                ConsumeScenarioScripts.paid(nil), list("restore", [ConsumeScenarioScripts.subscription]),
            ],
            citations: [.field("PurchasableReceipt", "productType")]),
    ]

    static let setup = ScenarioScripts.setup(products: [
        ScenarioScripts.product("sub_month", type: "AUTO_RENEWABLE", days: 30),
        ScenarioScripts.product("sub_week", type: "AUTO_RENEWABLE", days: 7),
    ])
    static let monthly = ScenarioScripts.receipt("sub_month", type: "AUTO_RENEWABLE", payload: nil)
    static let weekly = ScenarioScripts.receipt("sub_week", type: "AUTO_RENEWABLE", payload: nil)

    /// Buys both subscriptions, then lets the weekly one expire.
    static let purchases: [ScenarioScript.Step] = [
        ScenarioScripts.buy(.value(["receipt": monthly]), product: "sub_month", payload: nil),
        ScenarioScripts.buy(.value(["receipt": weekly]), product: "sub_week", payload: nil),
        advance(10),
    ]

    /// Moves the clock `days` forward.
    static func advance(_ days: Int) -> ScenarioScript.Step {
        ScenarioScript.Step(action: ["do": "advance-clock", "days": .number(Double(days))], result: .value(["advancedDays": .number(Double(days))]))
    }

    /// A list step and the receipts it must give.
    static func list(_ step: String, _ receipts: [JSONValue]) -> ScenarioScript.Step {
        ScenarioScript.Step(action: ["do": .string(step)], result: .value(["receipts": .array(receipts)]))
    }
}
