public import GuideSpecConformance

/// What an implementation of the StoreKit transaction-observer contract provides so that GuideSpec can check it in-process.
///
/// GuideSpec owns the simulated payment queue and the game; the implementation owns the observer, which is what is checked.
public protocol TransactionObserverBehaviour: GuideImplementation {
    /// The app's store client for one launch: it observes `queue` and tells `game` what happens.
    func makeStoreClient(queue: any PaymentQueue, game: any StoreGame) -> any StoreClient
}

/// An app's store client: the StoreKit observer (the queue calls it) and the app's entry points (the game calls it).
public protocol StoreClient: AnyObject {
    /// The game asks which of these products can be bought.
    func requestProducts(_ identifiers: [String])
    /// The user buys `quantity` of a product.
    func buy(productIdentifier: String, quantity: Int)
    /// The user asks to restore earlier purchases.
    func restore()
    /// `paymentQueue(_:updatedTransactions:)`: one batch of transactions whose state changed.
    func paymentQueue(_ queue: any PaymentQueue, updatedTransactions transactions: [PaymentTransaction])
    /// `paymentQueue(_:removedTransactions:)`: finished transactions that left the queue.
    func paymentQueue(_ queue: any PaymentQueue, removedTransactions transactions: [PaymentTransaction])
    /// `paymentQueueRestoreCompletedTransactionsFinished(_:)`: every restored transaction has been delivered.
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: any PaymentQueue)
}
