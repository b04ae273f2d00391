import ConformanceWire

/// The purchase stories golden cases check, written against the world of docs/operations.md.
enum ScenarioScripts {
    static let purchaseAPI = "requestPurchaseWithGamebaseProductId:payload:viewController:completion:"
    static let notConsumedAPI = "requestItemListOfNotConsumedWithCompletion:"

    static let all: [ScenarioScript] = [
        ScenarioScript(
            name: "purchase-succeeds", setup: setup(), steps: [buy(.value(["receipt": receipt("gem_100", payload: "slot-1")]))],
            citations: [.api(purchaseAPI), .flowStep("Purchase Flow", 2)]
                + ["payload", "paymentSeq", "purchaseToken", "paymentId"].map { .field("TCGBPurchasableReceipt", $0) }),
        ScenarioScript(
            name: "user-cancels", setup: setup(), steps: [buy(.error("TCGB_ERROR_PURCHASE_USER_CANCELED"), user: "cancels")],
            citations: [.api(purchaseAPI)]),
        ScenarioScript(
            name: "unknown-product", setup: setup(), steps: [buy(.error("TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID"), product: "gem_999")],
            citations: [.api(purchaseAPI)]),
        ScenarioScript(
            name: "inactive-product", setup: setup(products: [product("gem_old", active: false)]),
            steps: [buy(.error("TCGB_ERROR_PURCHASE_INACTIVE_PRODUCT_ID"), product: "gem_old")], citations: [.api(purchaseAPI)]),
        ScenarioScript(
            name: "previous-purchase-unfinished", setup: setup(),
            steps: [buy(.value(["pending": true]), user: "leaves-open"), buy(.error("TCGB_ERROR_PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING"))],
            citations: [.api(purchaseAPI), .flowStep("Purchase Flow", 1)]),
        ScenarioScript(
            name: "not-initialized", setup: setup(initialized: false),
            steps: [
                buy(.error("TCGB_ERROR_PURCHASE_NOT_INITIALIZED")),
                ScenarioScript.Step(action: ["do": "list-not-consumed"], result: .error("TCGB_ERROR_PURCHASE_NOT_INITIALIZED")),
            ],
            citations: [.api(purchaseAPI), .api(notConsumedAPI)]),
        ScenarioScript(
            name: "unsupported-store", setup: setup(store: "GG"), steps: [buy(.error("TCGB_ERROR_PURCHASE_NOT_SUPPORTED_MARKET"))],
            citations: [.api(purchaseAPI)]),
        // An adapter that was never initialised has no store to compare: 4001 comes before 4010.
        ScenarioScript(
            name: "init-is-checked-before-the-store", setup: setup(store: "GG", initialized: false),
            steps: [buy(.error("TCGB_ERROR_PURCHASE_NOT_INITIALIZED"))], citations: [.api(purchaseAPI)]),
    ] + ConsumeScenarioScripts.all + SubscriptionScenarioScripts.all

    /// A world with Gamebase initialised for the App Store, user `user-1`, and the given catalogue.
    static func setup(store: String = "AS", initialized: Bool = true, products: [JSONValue] = [product("gem_100")]) -> JSONValue {
        ["store": .string(store), "initialized": .bool(initialized), "userId": "user-1", "now": 1_700_000_000_000, "products": .array(products)]
    }

    /// A console product; subscriptions give `days`.
    static func product(_ id: String, type: String = "CONSUMABLE", active: Bool = true, days: Int? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["gamebaseProductId": .string(id), "productType": .string(type), "active": .bool(active)]
        if let days { members["subscriptionDays"] = .number(Double(days)) }
        return .object(members)
    }

    /// A purchase step.
    static func buy(_ result: ScenarioScript.Result, product: String = "gem_100", payload: String? = "slot-1", user: String = "pays") -> ScenarioScript.Step {
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
