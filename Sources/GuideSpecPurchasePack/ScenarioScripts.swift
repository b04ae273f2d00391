import GuideSpecGoldenCases
import GuideSpecWire

/// The purchase stories golden cases check, written against the world of docs/operations.md.
enum ScenarioScripts {
    /// The neutral names of the purchase APIs the stories call.
    static let purchaseAPI = "requestPurchase"
    static let notConsumedAPI = "requestItemListOfNotConsumed"
    static let activatedAPI = "requestActivatedPurchases"
    static let restoreAPI = "requestRestore"
    /// The API each list step calls, by the step's `do`.
    static let listAPIs = ["list-not-consumed": notConsumedAPI, "list-activated": activatedAPI, "restore": restoreAPI]

    /// Every story; `payload` is what purchases send (nil on a platform whose purchase API takes none).
    static func all(payload: String?) -> [ScenarioScript] {
        [
            ScenarioScript(
                name: "purchase-succeeds", setup: setup(), steps: [buy(.value(["receipt": receipt("gem_100", payload: payload)]), payload: payload)],
                citations: [.flowStep("Purchase Flow", 2)]
                    + ["payload", "paymentSeq", "purchaseToken", "paymentId"].map { .field("PurchasableReceipt", $0) }),
            ScenarioScript(
                name: "user-cancels", setup: setup(), steps: [buy(.error("PURCHASE_USER_CANCELED"), payload: payload, user: "cancels")],
                citations: []),
            ScenarioScript(
                name: "unknown-product", setup: setup(),
                steps: [buy(.error("PURCHASE_NOT_EXIST_PRODUCT_ID"), product: "gem_999", payload: payload)], citations: []),
            ScenarioScript(
                name: "inactive-product", setup: setup(products: [product("gem_old", active: false)]),
                steps: [buy(.error("PURCHASE_INACTIVE_PRODUCT_ID"), product: "gem_old", payload: payload)], citations: []),
            ScenarioScript(
                name: "previous-purchase-unfinished", setup: setup(),
                steps: [
                    buy(.value(["pending": true]), payload: payload, user: "leaves-open"),
                    buy(.error("PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING"), payload: payload),
                ],
                citations: [.flowStep("Purchase Flow", 1)]),
            ScenarioScript(
                name: "not-initialized", setup: setup(initialized: false),
                steps: [
                    buy(.error("PURCHASE_NOT_INITIALIZED"), payload: payload),
                    ScenarioScript.Step(action: ["do": "list-not-consumed"], result: .error("PURCHASE_NOT_INITIALIZED")),
                ],
                citations: []),
            ScenarioScript(
                name: "unsupported-store", setup: setup(store: .undocumented),
                steps: [buy(.error("PURCHASE_NOT_SUPPORTED_MARKET"), payload: payload)], citations: []),
            // An SDK that was never initialised has no store to compare: PURCHASE_NOT_INITIALIZED comes before the store check.
            ScenarioScript(
                name: "init-is-checked-before-the-store", setup: setup(initialized: false, store: .undocumented),
                steps: [buy(.error("PURCHASE_NOT_INITIALIZED"), payload: payload)], citations: []),
            // Every list the SDK offers needs initialisation as purchase does, not only the not-consumed list.
            ScenarioScript(
                name: "list-activated-before-initialization", setup: setup(initialized: false),
                steps: [ScenarioScript.Step(action: ["do": "list-activated"], result: .error("PURCHASE_NOT_INITIALIZED"))], citations: []),
            ScenarioScript(
                name: "restore-before-initialization", setup: setup(initialized: false),
                steps: [ScenarioScript.Step(action: ["do": "restore"], result: .error("PURCHASE_NOT_INITIALIZED"))], citations: []),
        ] + ConsumeScenarioScripts.all(payload: payload) + SubscriptionScenarioScripts.all
    }

    /// The story of a purchase paid in `store`, a documented store code other than the first, which every other story uses.
    static func purchase(in store: String, payload: String?) -> ScenarioScript {
        ScenarioScript(
            name: "purchase-succeeds-in-\(store)", setup: setup(store: .documented(store)),
            steps: [buy(.value(["receipt": receipt("gem_100", payload: payload)]), payload: payload)], citations: [])
    }

    /// A world with Gamebase initialised for a store, user `user-1`, and the given catalogue.
    static func setup(initialized: Bool = true, store: ScenarioScript.Store = .firstDocumented, products: [JSONValue] = [product("gem_100")])
        -> ScenarioScript.Setup
    {
        ScenarioScript.Setup(initialized: initialized, store: store, products: products)
    }

    /// A console product; subscriptions give `days`.
    static func product(_ id: String, type: String = "CONSUMABLE", active: Bool = true, days: Int? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["gamebaseProductId": .string(id), "productType": .string(type), "active": .bool(active)]
        if let days { members["subscriptionDays"] = .number(Double(days)) }
        return .object(members)
    }

    /// A purchase step.
    static func buy(_ result: ScenarioScript.Result, product: String = "gem_100", payload: String?, user: String = "pays") -> ScenarioScript.Step {
        var action: [String: JSONValue] = ["do": "purchase", "gamebaseProductId": .string(product), "user": .string(user)]
        if let payload { action["payload"] = .string(payload) }
        return ScenarioScript.Step(action: .object(action), result: result)
    }

    /// A receipt summary with every identifier present.
    static func receipt(_ product: String, type: String = "CONSUMABLE", payload: String?) -> JSONValue {
        [
            "gamebaseProductId": .string(product), "productType": .string(type), "payload": payload.map(JSONValue.string) ?? .null,
            "hasPaymentSeq": true, "hasPurchaseToken": true, "hasPaymentId": true,
        ]
    }
}
