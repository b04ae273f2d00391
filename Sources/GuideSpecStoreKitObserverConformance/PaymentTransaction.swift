/// One transaction of the simulated payment queue, as StoreKit's `SKPaymentTransaction` shows it to an observer.
public struct PaymentTransaction: Hashable, Sendable {
    /// The queue's identifier of the transaction, such as `t1`.
    public var transactionIdentifier: String
    public var payment: Payment
    public var transactionState: TransactionState
    /// Why a `failed` transaction failed; nil in every other state.
    public var error: TransactionError?

    /// Creates a transaction.
    public init(transactionIdentifier: String, payment: Payment, transactionState: TransactionState, error: TransactionError? = nil) {
        self.transactionIdentifier = transactionIdentifier
        self.payment = payment
        self.transactionState = transactionState
        self.error = error
    }
}

/// A request to buy a product, as StoreKit's `SKPayment`: which product and how many.
public struct Payment: Hashable, Sendable {
    public var productIdentifier: String
    public var quantity: Int

    /// Creates a payment.
    public init(productIdentifier: String, quantity: Int = 1) {
        self.productIdentifier = productIdentifier
        self.quantity = quantity
    }
}

/// The states of `SKPaymentTransactionState`.
public enum TransactionState: String, CaseIterable, Codable, Hashable, Sendable {
    /// The payment sheet is open: wait.
    case purchasing
    /// Paid: deliver, then finish.
    case purchased
    /// Not paid: tell the user (unless cancelled), then finish.
    case failed
    /// An earlier purchase brought back by a restore: deliver, then finish.
    case restored
    /// Waiting for someone else's approval (Ask to Buy): tell the user, do not finish.
    case deferred
}

/// Why a transaction failed: the user cancelled, or a real failure named by the store.
public enum TransactionError: Hashable, Sendable {
    /// `SKError.paymentCancelled`: the user closed the sheet; not an error to show.
    case cancelled
    /// Any other failure, by the name the scenario gives it (`payment-invalid`, `store-unavailable`, …).
    case failure(String)

    /// The error as a scenario writes it: `cancelled` or the failure's name.
    public init(name: String) {
        self = name == "cancelled" ? .cancelled : .failure(name)
    }
}
