import GuideSpecWire

/// The subscription stories: activated purchases leave out expired ones, restore keeps them.
enum SubscriptionScenarioScripts {
    static let all: [ScenarioScript] = [
        ScenarioScript(name: "activated-excludes-expired", setup: setup, steps: purchases + [list("list-activated", [monthly])], citations: []),
        ScenarioScript(name: "restore-includes-expired", setup: setup, steps: purchases + [list("restore", [monthly, weekly])], citations: []),
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
        ScenarioScript.Step(action: ["do": "advance-clock", "days": 10], result: .value(["advancedDays": 10])),
    ]

    /// A list step and the receipts it must give.
    static func list(_ step: String, _ receipts: [JSONValue]) -> ScenarioScript.Step {
        ScenarioScript.Step(action: ["do": .string(step)], result: .value(["receipts": .array(receipts)]))
    }
}
