public import GuideSpecStoreKitObserverConformance

/// The article's purchase manager: it observes the payment queue from launch (step 1), asks the store for a product before
/// buying it (steps 3–4), and handles each transaction by its state (step 5), finishing a paid one once the game's server has
/// checked its receipt (steps 6–7).
///
/// Open so that the broken variants in the tests can replace one method with the article's mistakes.
open class IAPManager: StoreClient {
    /// The payment queue this manager observes (`SKPaymentQueue.default()`).
    public let queue: any PaymentQueue
    /// The game the manager tells about products and purchases.
    public let game: any StoreGame
    /// The game's server, which checks receipts before an item is credited.
    public let server = ReceiptServer()

    /// Step 1: observe the queue; the simulated queue hands this manager every transaction from now on.
    public init(queue: any PaymentQueue, game: any StoreGame) {
        self.queue = queue
        self.game = game
    }

    open func requestProducts(_ identifiers: [String]) {
        let response = queue.products(for: identifiers)
        game.productsReceived(valid: response.products, invalid: response.invalidProductIdentifiers)
    }

    /// Steps 3 and 4: ask the store for the product, then put a payment for it in the queue.
    open func buy(productIdentifier: String, quantity: Int) {
        productsRequest(queue.products(for: [productIdentifier]), asked: productIdentifier, quantity: quantity)
    }

    /// `productsRequest(_:didReceive:)`: an empty answer means the product does not exist, which the user is told (the
    /// article leaves a TODO there).
    open func productsRequest(_ response: ProductsResponse, asked productIdentifier: String, quantity: Int) {
        let products = response.products
        guard !products.isEmpty else {
            game.report(productIdentifier: productIdentifier, event: .invalidProduct)
            return
        }
        queue.add(Payment(productIdentifier: products[0], quantity: quantity))
    }

    /// Step 5: every transaction of the batch by its state; none of them ends the loop early.
    open func paymentQueue(_ queue: any PaymentQueue, updatedTransactions transactions: [PaymentTransaction]) {
        for transaction in transactions {
            switch transaction.transactionState {
            case .purchasing:
                break
            case .purchased, .restored:
                transactionPurchased(transaction)
            case .failed:
                transactionFailed(transaction)
            case .deferred:
                game.report(productIdentifier: transaction.payment.productIdentifier, event: .deferred)
            }
        }
    }

    /// A failed payment: the user is told unless they cancelled, and the transaction is finished (the article's prose asks for
    /// it; its code leaves the case empty).
    open func transactionFailed(_ transaction: PaymentTransaction) {
        let event: StoreEvent = transaction.error == .cancelled ? .cancelled : .failed
        game.report(productIdentifier: transaction.payment.productIdentifier, event: event)
        queue.finishTransaction(transaction)
    }

    /// Steps 6 and 7: send the receipt to the game's server; once it has checked it, credit the item and finish the transaction.
    /// A transaction without a product or receipt can never be checked and is finished at once, as the article does.
    open func transactionPurchased(_ transaction: PaymentTransaction) {
        let productIdentifier = transaction.payment.productIdentifier
        guard !productIdentifier.isEmpty, let receipt = server.receipt(for: transaction) else {
            queue.finishTransaction(transaction)
            return
        }
        if server.checkReceipt(receipt) {
            game.deliver(productIdentifier: productIdentifier, quantity: transaction.payment.quantity)
            queue.finishTransaction(transaction)
        }
    }

    /// Transactions finished earlier left the queue: the game stops waiting for them.
    open func paymentQueue(_ queue: any PaymentQueue, removedTransactions transactions: [PaymentTransaction]) {
        for transaction in transactions {
            game.report(productIdentifier: transaction.payment.productIdentifier, event: .removed)
        }
    }

    /// Restore: the queue brings back what can be restored, then says it is done.
    open func restore() {
        queue.restoreCompletedTransactions()
    }

    open func paymentQueueRestoreCompletedTransactionsFinished(_ queue: any PaymentQueue) {
        game.restoreFinished()
    }
}
