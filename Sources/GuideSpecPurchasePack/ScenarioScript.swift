import GuideSpecGoldenCases
import GuideSpecWire

/// A purchase story: its world, its steps, what each step must give, and the guide text it enforces, written once for every
/// platform: errors by neutral name (`PURCHASE_USER_CANCELED`), APIs by neutral name (`requestPurchase`).
struct ScenarioScript {
    /// The case subject.
    var name: String
    var setup: Setup
    var steps: [Step]
    /// Guide items the story enforces besides the errors its steps expect and the APIs its steps call.
    var citations: [ItemCitation]

    /// The world a story starts from; the store is filled in per platform.
    struct Setup {
        var initialized = true
        var store = Store.firstDocumented
        var products: [JSONValue]

        /// The `setup` input with `store` as the store code.
        func json(store: String) -> JSONValue {
            ["store": .string(store), "initialized": .bool(initialized), "userId": "user-1", "now": 1_700_000_000_000, "products": .array(products)]
        }
    }

    /// The store a story's world is initialised for.
    enum Store {
        /// The first store code the platform's page documents.
        case firstDocumented
        /// A store code no page documents.
        case undocumented
        /// This documented store code.
        case documented(String)
    }

    /// One step and the result it must give.
    struct Step {
        var action: JSONValue
        var result: Result
    }

    /// A step's result: a documented error (its code looked up on the page by neutral name) or a fixed value.
    enum Result {
        case error(String)
        case value(JSONValue)
    }

    /// The neutral error names the steps expect.
    var errorNames: [String] {
        steps.compactMap { if case .error(let name) = $0.result { name } else { nil } }
    }

    /// The SDK APIs the steps call, by neutral name: purchase always, and each list step's API.
    var apis: [String] {
        var names = [ScenarioScripts.purchaseAPI]
        for step in steps {
            if let api = step.action["do"]?.stringValue.flatMap({ ScenarioScripts.listAPIs[$0] }), !names.contains(api) { names.append(api) }
        }
        return names
    }
}
