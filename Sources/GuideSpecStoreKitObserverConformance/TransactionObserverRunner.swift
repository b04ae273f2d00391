import GuideSpecConformance
import GuideSpecWire

/// Runs a `storekit.observer` input: the simulated queue and game of docs/operations.md around the implementation's store
/// client, event by event, one launch after another.
struct TransactionObserverRunner {
    let implementation: any TransactionObserverBehaviour

    /// `{"results": [[action…] per event], "unfinished": [id…], "violations": [{id, violation}…]}` for the input.
    func run(_ input: JSONValue) throws(MalformedInput) -> JSONValue {
        let fields = InputFields(input, context: "storekit.observer")
        let log = ActionLog()
        let queue = SimulatedPaymentQueue(products: try Self.products(fields), history: try Self.history(fields), log: log)
        let game = RecordingGame(log: log)
        var client = implementation.makeStoreClient(queue: queue, game: game)
        var results: [JSONValue] = []
        for (index, event) in try fields.array("events").enumerated() {
            let context = "storekit.observer event \(index)"
            let eventFields = InputFields(event, context: context)
            switch try eventFields.string("do") {
            case "request-products":
                client.requestProducts(
                    try eventFields.array("identifiers").map { identifier throws(MalformedInput) in
                        guard let text = identifier.stringValue else { throw MalformedInput("\(context): \"identifiers\" must be strings") }
                        return text
                    })
            case "buy":
                client.buy(productIdentifier: try eventFields.string("productIdentifier"), quantity: try Self.quantity(eventFields))
            case "queue-update":
                let batch = try eventFields.array("transactions").enumerated().map { position, entry throws(MalformedInput) in
                    try Self.transaction(InputFields(entry, context: "\(context) transaction \(position)"))
                }
                guard Set(batch.map(\.transactionIdentifier)).count == batch.count else {
                    throw MalformedInput("\(context): a batch names each transaction once")
                }
                do {
                    client.paymentQueue(queue, updatedTransactions: try queue.update(batch))
                } catch {
                    throw MalformedInput("\(context): \(error.description)")
                }
            case "queue-remove":
                let ids = try eventFields.array("ids").map { id throws(MalformedInput) in
                    guard let text = id.stringValue else { throw MalformedInput("\(context): \"ids\" must be strings") }
                    return text
                }
                do {
                    client.paymentQueue(queue, removedTransactions: try queue.remove(ids))
                } catch {
                    throw MalformedInput("\(context): \(error.description)")
                }
            case "relaunch":
                client = implementation.makeStoreClient(queue: queue, game: game)
                let unfinished = queue.unfinished
                if !unfinished.isEmpty { client.paymentQueue(queue, updatedTransactions: unfinished) }
            case "restore":
                client.restore()
            case let other:
                throw MalformedInput("\(context): unknown event \"\(other)\"")
            }
            queue.deliverPendingRestore(to: client)
            results.append(.array(log.takeActions()))
        }
        return [
            "results": .array(results), "unfinished": .array(queue.unfinished.map { .string($0.transactionIdentifier) }),
            "violations": .array(log.violations),
        ]
    }

    /// The store's products from `products`: `[{identifier, type}]`, type `consumable`, `non-consumable` or `subscription`.
    static func products(_ fields: InputFields) throws(MalformedInput) -> [SimulatedPaymentQueue.Product] {
        try fields.array("products").enumerated().map { position, product throws(MalformedInput) in
            let productFields = InputFields(product, context: "storekit.observer product \(position)")
            let type = try productFields.string("type")
            guard ["consumable", "non-consumable", "subscription"].contains(type) else {
                throw MalformedInput("storekit.observer product \(position): \"type\" must be consumable, non-consumable or subscription")
            }
            return SimulatedPaymentQueue.Product(identifier: try productFields.string("identifier"), restorable: type != "consumable")
        }
    }

    /// The account's earlier finished purchases from the optional `history`: `[{productIdentifier, quantity?}]`.
    static func history(_ fields: InputFields) throws(MalformedInput) -> [Payment] {
        guard fields.input["history"] != nil else { return [] }
        return try fields.array("history").enumerated().map { position, purchase throws(MalformedInput) in
            let purchaseFields = InputFields(purchase, context: "storekit.observer history \(position)")
            return Payment(productIdentifier: try purchaseFields.string("productIdentifier"), quantity: try quantity(purchaseFields))
        }
    }

    /// One transaction of a queue update: `id`, `productIdentifier`, `state`, optional `quantity`, and `error` exactly when failed.
    static func transaction(_ fields: InputFields) throws(MalformedInput) -> PaymentTransaction {
        let stateName = try fields.string("state")
        guard let state = TransactionState(rawValue: stateName) else {
            throw MalformedInput("\(fields.context): \"state\" must be purchasing, purchased, failed, restored or deferred")
        }
        let error = try fields.optionalString("error")
        guard (state == .failed) == (error != nil) else {
            throw MalformedInput("\(fields.context): \"error\" is given exactly when the state is failed")
        }
        return PaymentTransaction(
            transactionIdentifier: try fields.string("id"),
            payment: Payment(productIdentifier: try fields.string("productIdentifier"), quantity: try quantity(fields)),
            transactionState: state, error: error.map(TransactionError.init(name:)))
    }

    /// The optional `quantity`, 1 when absent; at least 1.
    static func quantity(_ fields: InputFields) throws(MalformedInput) -> Int {
        guard fields.input["quantity"] != nil else { return 1 }
        let quantity = try fields.integer("quantity")
        guard quantity >= 1 else { throw MalformedInput("\(fields.context): \"quantity\" must be at least 1") }
        return quantity
    }
}
