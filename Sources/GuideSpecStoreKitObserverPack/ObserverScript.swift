import GuideSpecGoldenCases
import GuideSpecWire

/// A transaction-observer story: the store's products, the events the simulated queue and the user drive, the actions each
/// event must give, the transactions left unfinished, and the guide text the story enforces.
struct ObserverScript {
    /// The case name after `transaction-observer/`: what the story checks.
    var name: String
    var products: JSONValue
    /// Earlier purchases of the account, for restores.
    var history: [JSONValue] = []
    var steps: [Step]
    /// The ids the queue must still hold at the end.
    var unfinished: [String]
    var citations: [Citation]

    /// One event and the observable actions it must give, in order.
    struct Step {
        var event: JSONValue
        var actions: [JSONValue]
    }

    /// Something a story rests on, looked up in the specs.
    enum Citation {
        /// The case of the article's `updatedTransactions` switch that handles a state (the switch itself when none does).
        case articleCase(page: String, state: String)
        /// A function of the article's transaction code by its role (`productsResponse`, `removedTransactions`, …).
        case articleFunction(page: String, role: String)
        /// A method the article declares, such as the delegate's `onPaymentEvent`.
        case articleMethod(page: String, name: String)
        /// An item of the Gamebase purchase guide, as purchase scenarios cite them.
        case guide(page: String, ItemCitation)
        /// An error of the Gamebase purchase guide by its constant.
        case guideError(page: String, name: String)
        /// The URL scheme of the Gamebase guide's promotion URL table.
        case guideURLScheme(page: String, scheme: String)
    }

    /// The case's input: `products`, `history` when there is one, and the events.
    var input: JSONValue {
        var members: [String: JSONValue] = ["products": products, "events": .array(steps.map(\.event))]
        if !history.isEmpty { members["history"] = .array(history) }
        return .object(members)
    }

    /// The output a conforming observer gives: each event's actions, the unfinished ids, no violation.
    var expected: JSONValue {
        ["results": .array(steps.map { .array($0.actions) }), "unfinished": .array(unfinished.map(JSONValue.string)), "violations": []]
    }
}
