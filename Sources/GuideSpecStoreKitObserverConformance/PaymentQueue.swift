/// The simulated `SKPaymentQueue` an observer works with; GuideSpec implements it as docs/operations.md specifies.
public protocol PaymentQueue: AnyObject {
    /// Adds a payment (`SKPaymentQueue.add(_:)`); the transactions it leads to arrive as queue updates.
    func add(_ payment: Payment)
    /// Tells the queue a transaction is done (`finishTransaction(_:)`); it leaves the queue unless it may not be finished yet.
    func finishTransaction(_ transaction: PaymentTransaction)
    /// Asks the queue to bring back earlier purchases that can be restored (`restoreCompletedTransactions()`).
    func restoreCompletedTransactions()
    /// The store's answer to a products request (`SKProductsRequest`), given at once.
    func products(for identifiers: [String]) -> ProductsResponse
}

/// What the store answers a products request: the products it sells and the identifiers it does not know.
public struct ProductsResponse: Hashable, Sendable {
    /// The identifiers of the products the store sells, in the order asked.
    public var products: [String]
    /// The identifiers asked for that the store does not sell, in the order asked.
    public var invalidProductIdentifiers: [String]

    /// Creates a response.
    public init(products: [String], invalidProductIdentifiers: [String]) {
        self.products = products
        self.invalidProductIdentifiers = invalidProductIdentifiers
    }
}

/// What the observer tells the game (the code above the SDK), which GuideSpec records as the observer's observable actions.
public protocol StoreGame: AnyObject {
    /// A products request was answered: these products can be bought, these identifiers are invalid.
    func productsReceived(valid: [String], invalid: [String])
    /// Credit the user with `quantity` of `productIdentifier`.
    func deliver(productIdentifier: String, quantity: Int)
    /// Tell the user something about a product or transaction (`cancelled`, `failed`, `deferred`, `removed`, `invalid-product`).
    func report(productIdentifier: String, event: StoreEvent)
    /// A restore is over, whether or not anything came back.
    func restoreFinished()
}

/// What an observer tells the game about a product or transaction.
public enum StoreEvent: String, CaseIterable, Hashable, Sendable {
    /// The user closed the payment sheet.
    case cancelled
    /// The payment failed for another reason.
    case failed
    /// The payment waits for approval.
    case deferred
    /// A finished transaction left the queue.
    case removed
    /// The product cannot be bought: the store does not sell it.
    case invalidProduct = "invalid-product"
}
