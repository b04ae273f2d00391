import GuideSpecGoldenCases
import GuideSpecWire

/// The transaction-observer stories golden cases check, written against the simulated queue of docs/operations.md. Each name
/// says what it checks; the articles' own mistakes (an early `return`, no `deferred` case, a delegate that loses the quantity)
/// are the failures they are built to show.
enum ObserverScripts {
    static let swift = "storekit-observer-swift"
    static let cpp = "storekit-iosiap-cpp"
    static let guide = "ios-purchase"
    /// The purchase guide's APIs the stories cite, by neutral name.
    static let purchaseAPI = ItemCitation.api("requestPurchase")
    static let restoreAPI = ItemCitation.api("requestRestore")

    static let all: [ObserverScript] = [
        ObserverScript(
            name: "purchased-is-delivered-then-finished", products: products,
            steps: [
                step(["do": "request-products", "identifiers": ["gem_100"]], [productsAction(valid: ["gem_100"], invalid: [])]),
                step(["do": "buy", "productIdentifier": "gem_100", "quantity": 1], [addPayment("gem_100", 1)]),
                update([transaction("t1", "purchasing")], []),
                update([transaction("t1", "purchased")], [deliver("gem_100", 1), finish("t1")]),
            ],
            unfinished: [],
            citations: [
                .articleCase(page: swift, state: "purchased"), .articleCase(page: cpp, state: "purchased"),
                .articleFunction(page: swift, role: "helper"), .guide(page: guide, purchaseAPI),
            ]),
        ObserverScript(
            name: "purchasing-is-neither-delivered-nor-finished", products: products,
            steps: [update([transaction("t1", "purchasing")], [])], unfinished: ["t1"],
            citations: [.articleCase(page: swift, state: "purchasing"), .articleCase(page: cpp, state: "purchasing")]),
        ObserverScript(
            name: "purchasing-does-not-end-the-batch", products: products,
            steps: [
                update(
                    [transaction("t1", "purchasing"), transaction("t2", "purchased"), transaction("t3", "failed", error: "payment-invalid")],
                    [deliver("gem_100", 1), finish("t2"), report("gem_100", "failed"), finish("t3")])
            ],
            unfinished: ["t1"],
            citations: [.articleCase(page: cpp, state: "purchasing"), .articleFunction(page: swift, role: "updatedTransactions")]),
        ObserverScript(
            name: "failed-is-reported-and-finished-never-delivered", products: products,
            steps: [update([transaction("t1", "failed", error: "store-unavailable")], [report("gem_100", "failed"), finish("t1")])],
            unfinished: [],
            citations: [
                .articleCase(page: swift, state: "failed"), .articleCase(page: cpp, state: "failed"), .guide(page: guide, purchaseAPI),
            ]),
        ObserverScript(
            name: "cancelled-is-told-apart-from-failed", products: products,
            steps: [
                update(
                    [transaction("t1", "failed", error: "cancelled"), transaction("t2", "failed", error: "payment-invalid")],
                    [report("gem_100", "cancelled"), finish("t1"), report("gem_100", "failed"), finish("t2")])
            ],
            unfinished: [],
            citations: [
                .articleCase(page: cpp, state: "failed"), .guideError(page: guide, name: "TCGB_ERROR_PURCHASE_USER_CANCELED"),
                .guide(page: guide, purchaseAPI),
            ]),
        ObserverScript(
            name: "deferred-waits-unfinished-until-approved-or-declined", products: products,
            steps: [
                update(
                    [transaction("t1", "deferred"), transaction("t2", "deferred")], [report("gem_100", "deferred"), report("gem_100", "deferred")]),
                update([transaction("t1", "purchased")], [deliver("gem_100", 1), finish("t1")]),
                update([transaction("t2", "failed", error: "payment-declined")], [report("gem_100", "failed"), finish("t2")]),
            ],
            unfinished: [],
            citations: [.articleCase(page: swift, state: "deferred"), .articleCase(page: cpp, state: "deferred")]),
        ObserverScript(
            name: "every-state-in-one-batch", products: products,
            steps: [
                update(
                    [
                        transaction("t1", "purchasing"), transaction("t2", "purchased", quantity: 2),
                        transaction("t3", "failed", error: "cancelled"), transaction("t4", "restored", product: "premium"),
                        transaction("t5", "deferred"),
                    ],
                    [
                        deliver("gem_100", 2), finish("t2"), report("gem_100", "cancelled"), finish("t3"), deliver("premium", 1), finish("t4"),
                        report("gem_100", "deferred"),
                    ])
            ],
            unfinished: ["t1", "t5"],
            citations: [.articleFunction(page: swift, role: "updatedTransactions"), .articleFunction(page: cpp, role: "updatedTransactions")]),
        ObserverScript(
            name: "finished-transactions-are-removed-not-finished-again", products: products,
            steps: [
                update(
                    [transaction("t1", "purchased"), transaction("t2", "failed", error: "cancelled")],
                    [deliver("gem_100", 1), finish("t1"), report("gem_100", "cancelled"), finish("t2")]),
                step(["do": "queue-remove", "ids": ["t2"]], [report("gem_100", "removed")]),
                update([transaction("t3", "purchasing")], []),
                step(["do": "queue-remove", "ids": ["t1"]], [report("gem_100", "removed")]),
            ],
            unfinished: ["t3"],
            citations: [.articleFunction(page: cpp, role: "removedTransactions")]),
        ObserverScript(
            name: "relaunch-hands-back-unfinished-transactions", products: products,
            steps: [
                update(
                    [transaction("t1", "purchasing"), transaction("t2", "deferred"), transaction("t3", "purchased")],
                    [report("gem_100", "deferred"), deliver("gem_100", 1), finish("t3")]),
                step(["do": "relaunch"], [report("gem_100", "deferred")]),
                update(
                    [transaction("t1", "purchased"), transaction("t2", "purchased")],
                    [deliver("gem_100", 1), finish("t1"), deliver("gem_100", 1), finish("t2")]),
            ],
            unfinished: [],
            citations: [
                .articleCase(page: cpp, state: "purchasing"), .articleCase(page: swift, state: "deferred"),
                .guide(page: guide, .flowStep("Purchase Flow", 1)),
            ]),
        ObserverScript(
            name: "restore-delivers-and-finishes-what-can-be-restored", products: products,
            history: [["productIdentifier": "premium"]],
            steps: [
                update([transaction("t1", "purchased", product: "sub_month")], [deliver("sub_month", 1), finish("t1")]),
                step(
                    ["do": "restore"],
                    [deliver("premium", 1), finish("h1-restored-1"), deliver("sub_month", 1), finish("t1-restored-1"), restoreFinished]),
            ],
            unfinished: [],
            citations: [.articleCase(page: swift, state: "restored"), .articleCase(page: cpp, state: "restored"), .guide(page: guide, restoreAPI)]),
        ObserverScript(
            name: "restore-brings-back-no-consumables", products: products,
            steps: [
                update([transaction("t1", "purchased")], [deliver("gem_100", 1), finish("t1")]),
                step(["do": "restore"], [restoreFinished]),
            ],
            unfinished: [],
            citations: [.articleCase(page: cpp, state: "restored"), .guide(page: guide, restoreAPI)]),
        ObserverScript(
            name: "invalid-product-is-reported-and-not-bought", products: products,
            steps: [
                step(["do": "request-products", "identifiers": ["gem_100", "gem_999"]], [productsAction(valid: ["gem_100"], invalid: ["gem_999"])]),
                step(["do": "buy", "productIdentifier": "gem_999", "quantity": 1], [report("gem_999", "invalid-product")]),
            ],
            unfinished: [],
            citations: [
                .articleFunction(page: cpp, role: "productsResponse"),
                .guideError(page: guide, name: "TCGB_ERROR_PURCHASE_NOT_EXIST_PRODUCT_ID"),
            ]),
        ObserverScript(
            name: "empty-product-list-is-reported", products: products,
            steps: [
                step(["do": "request-products", "identifiers": ["gem_999"]], [productsAction(valid: [], invalid: ["gem_999"])]),
                step(["do": "buy", "productIdentifier": "gem_999", "quantity": 1], [report("gem_999", "invalid-product")]),
            ],
            unfinished: [],
            citations: [.articleFunction(page: swift, role: "productsResponse")]),
        ObserverScript(
            name: "quantity-reaches-the-delivery", products: products,
            steps: [
                step(["do": "request-products", "identifiers": ["gem_100"]], [productsAction(valid: ["gem_100"], invalid: [])]),
                step(["do": "buy", "productIdentifier": "gem_100", "quantity": 3], [addPayment("gem_100", 3)]),
                update([transaction("t1", "purchased", quantity: 3)], [deliver("gem_100", 3), finish("t1")]),
            ],
            unfinished: [],
            citations: [.articleMethod(page: cpp, name: "onPaymentEvent"), .articleMethod(page: cpp, name: "paymentWithProduct")]),
        ObserverScript(
            name: "purchase-the-app-did-not-start-is-delivered", products: products,
            steps: [update([transaction("t1", "purchased", product: "premium")], [deliver("premium", 1), finish("t1")])],
            unfinished: [],
            citations: [.guideURLScheme(page: guide, scheme: "itms-services"), .articleCase(page: cpp, state: "purchased")]),
    ]

    /// The store of every story: a consumable, a non-consumable and a subscription.
    static let products: JSONValue = [
        ["identifier": "gem_100", "type": "consumable"], ["identifier": "premium", "type": "non-consumable"],
        ["identifier": "sub_month", "type": "subscription"],
    ]

    static func step(_ event: JSONValue, _ actions: [JSONValue]) -> ObserverScript.Step {
        ObserverScript.Step(event: event, actions: actions)
    }

    /// A queue update with its batch.
    static func update(_ batch: [JSONValue], _ actions: [JSONValue]) -> ObserverScript.Step {
        step(["do": "queue-update", "transactions": .array(batch)], actions)
    }

    /// A transaction of a batch; quantity and error only when given.
    static func transaction(_ id: String, _ state: String, product: String = "gem_100", quantity: Int? = nil, error: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["id": .string(id), "productIdentifier": .string(product), "state": .string(state)]
        if let quantity { members["quantity"] = .number(Double(quantity)) }
        if let error { members["error"] = .string(error) }
        return .object(members)
    }

    static func productsAction(valid: [String], invalid: [String]) -> JSONValue {
        ["products": ["valid": .array(valid.map(JSONValue.string)), "invalid": .array(invalid.map(JSONValue.string))]]
    }

    static func addPayment(_ product: String, _ quantity: Int) -> JSONValue {
        ["add-payment": ["productIdentifier": .string(product), "quantity": .number(Double(quantity))]]
    }

    static func deliver(_ product: String, _ quantity: Int) -> JSONValue {
        ["deliver": ["productIdentifier": .string(product), "quantity": .number(Double(quantity))]]
    }

    static func report(_ product: String, _ event: String) -> JSONValue {
        ["report": ["productIdentifier": .string(product), "event": .string(event)]]
    }

    static func finish(_ id: String) -> JSONValue { ["finish": .string(id)] }

    static let restoreFinished: JSONValue = ["report": ["event": "restore-finished"]]
}
