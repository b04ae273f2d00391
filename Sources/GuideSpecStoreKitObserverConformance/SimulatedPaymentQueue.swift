import GuideSpecConformance
import GuideSpecWire

/// The payment queue and store of docs/operations.md (`storekit.observer`): it keeps every transaction, records each call an
/// observer makes, and notes every call the contract forbids.
final class SimulatedPaymentQueue: PaymentQueue {
    /// A product the store sells, and whether a restore brings its purchases back.
    struct Product {
        let identifier: String
        let restorable: Bool
    }

    /// One transaction the queue holds, finished or not.
    struct Entry {
        var transaction: PaymentTransaction
        var finished = false
        var removed = false
    }

    private let products: [String: Product]
    private let history: [Payment]
    let log: ActionLog
    private(set) var entries: [Entry] = []
    private var index: [String: Int] = [:]
    private var restoreRequested = false
    private var restores = 0

    init(products: [Product], history: [Payment], log: ActionLog) {
        self.products = Dictionary(products.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        self.history = history
        self.log = log
    }

    func add(_ payment: Payment) {
        log.record(["add-payment": ["productIdentifier": .string(payment.productIdentifier), "quantity": .number(Double(payment.quantity))]])
    }

    func finishTransaction(_ transaction: PaymentTransaction) {
        let id = transaction.transactionIdentifier
        log.record(["finish": .string(id)])
        guard let position = index[id] else { return log.violation(id, "finish-unknown") }
        if entries[position].finished { return log.violation(id, "finish-twice") }
        switch entries[position].transaction.transactionState {
        case .purchasing: log.violation(id, "finish-while-purchasing")
        case .deferred: log.violation(id, "finish-while-deferred")
        case .purchased, .failed, .restored: entries[position].finished = true
        }
    }

    func restoreCompletedTransactions() {
        restoreRequested = true
    }

    func products(for identifiers: [String]) -> ProductsResponse {
        var seen: Set<String> = []
        let asked = identifiers.filter { seen.insert($0).inserted }
        return ProductsResponse(products: asked.filter { products[$0] != nil }, invalidProductIdentifiers: asked.filter { products[$0] == nil })
    }

    /// Applies one queue update and returns the batch to hand the observer; throws when it names a finished transaction or
    /// changes a transaction's product.
    func update(_ batch: [PaymentTransaction]) throws(MalformedInput) -> [PaymentTransaction] {
        var delivered: [PaymentTransaction] = []
        for transaction in batch {
            let id = transaction.transactionIdentifier
            if let position = index[id] {
                guard !entries[position].finished else { throw MalformedInput("transaction \(id) was finished; a queue update cannot name it again") }
                guard entries[position].transaction.payment == transaction.payment else {
                    throw MalformedInput("transaction \(id) keeps the product and quantity it was first given")
                }
                entries[position].transaction = transaction
            } else {
                index[id] = entries.count
                entries.append(Entry(transaction: transaction))
            }
            delivered.append(transaction)
        }
        return delivered
    }

    /// Marks finished transactions removed and returns them in the order named; throws for one not finished or already removed.
    func remove(_ ids: [String]) throws(MalformedInput) -> [PaymentTransaction] {
        var removed: [PaymentTransaction] = []
        for id in ids {
            guard let position = index[id], entries[position].finished, !entries[position].removed else {
                throw MalformedInput("queue-remove: transaction \(id) is not a finished transaction still in the queue")
            }
            entries[position].removed = true
            removed.append(entries[position].transaction)
        }
        return removed
    }

    /// Every transaction not finished, in the order the queue first saw them.
    var unfinished: [PaymentTransaction] {
        entries.filter { !$0.finished }.map(\.transaction)
    }

    /// Answers a restore requested since the last call: one batch of restored transactions (if any), then the end of the restore.
    func deliverPendingRestore(to client: any StoreClient) {
        guard restoreRequested else { return }
        restoreRequested = false
        restores += 1
        let originals =
            history.enumerated().map { ("h\($0.offset + 1)", $0.element) }
            + entries.filter { $0.finished && $0.transaction.transactionState == .purchased }.map {
                ($0.transaction.transactionIdentifier, $0.transaction.payment)
            }
        let restored = originals.filter { products[$0.1.productIdentifier]?.restorable ?? false }.map { original, payment in
            PaymentTransaction(transactionIdentifier: "\(original)-restored-\(restores)", payment: payment, transactionState: .restored)
        }
        for transaction in restored {
            index[transaction.transactionIdentifier] = entries.count
            entries.append(Entry(transaction: transaction))
        }
        if !restored.isEmpty { client.paymentQueue(self, updatedTransactions: restored) }
        client.paymentQueueRestoreCompletedTransactionsFinished(self)
    }
}

/// The actions of one event in the order they happen, and every contract violation of the whole run.
final class ActionLog {
    private(set) var actions: [JSONValue] = []
    private(set) var violations: [JSONValue] = []

    /// Appends an observable action.
    func record(_ action: JSONValue) { actions.append(action) }

    /// Notes a call the contract forbids.
    func violation(_ id: String, _ kind: String) {
        violations.append(["id": .string(id), "violation": .string(kind)])
    }

    /// The actions recorded since the last call, leaving none.
    func takeActions() -> [JSONValue] {
        defer { actions = [] }
        return actions
    }
}

/// The game as GuideSpec plays it: it records what the observer tells it.
final class RecordingGame: StoreGame {
    let log: ActionLog

    init(log: ActionLog) { self.log = log }

    func productsReceived(valid: [String], invalid: [String]) {
        log.record(["products": ["valid": .array(valid.map(JSONValue.string)), "invalid": .array(invalid.map(JSONValue.string))]])
    }

    func deliver(productIdentifier: String, quantity: Int) {
        log.record(["deliver": ["productIdentifier": .string(productIdentifier), "quantity": .number(Double(quantity))]])
    }

    func report(productIdentifier: String, event: StoreEvent) {
        log.record(["report": ["productIdentifier": .string(productIdentifier), "event": .string(event.rawValue)]])
    }

    func restoreFinished() {
        log.record(["report": ["event": "restore-finished"]])
    }
}
