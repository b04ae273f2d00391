import GuideSpecConformance
import GuideSpecStoreKitObserverConformance
import GuideSpecPurchaseConformance
import GuideSpecSwiftStoreObserver

/// The C++ article's early `return` in the purchasing case: the rest of the batch is never handled.
final class EarlyReturnOnPurchasing: IAPManager {
    override func paymentQueue(_ queue: any PaymentQueue, updatedTransactions transactions: [PaymentTransaction]) {
        for transaction in transactions {
            if transaction.transactionState == .purchasing { return }
            super.paymentQueue(queue, updatedTransactions: [transaction])
        }
    }
}

/// No case for deferred: the transaction is reported as the previous event and finished (the C++ article's fall-through).
final class NoDeferredCase: IAPManager {
    override func paymentQueue(_ queue: any PaymentQueue, updatedTransactions transactions: [PaymentTransaction]) {
        for transaction in transactions {
            if transaction.transactionState == .deferred {
                queue.finishTransaction(transaction)
            } else {
                super.paymentQueue(queue, updatedTransactions: [transaction])
            }
        }
    }
}

/// Finishes a transaction still on the payment sheet.
final class FinishesPurchasing: IAPManager {
    override func paymentQueue(_ queue: any PaymentQueue, updatedTransactions transactions: [PaymentTransaction]) {
        super.paymentQueue(queue, updatedTransactions: transactions)
        for transaction in transactions where transaction.transactionState == .purchasing { queue.finishTransaction(transaction) }
    }
}

/// Finishes a transaction that waits for approval.
final class FinishesDeferred: IAPManager {
    override func paymentQueue(_ queue: any PaymentQueue, updatedTransactions transactions: [PaymentTransaction]) {
        super.paymentQueue(queue, updatedTransactions: transactions)
        for transaction in transactions where transaction.transactionState == .deferred { queue.finishTransaction(transaction) }
    }
}

/// The Swift article's code: the failed case does nothing, so a failed transaction is never finished.
final class NeverFinishesFailed: IAPManager {
    override func transactionFailed(_ transaction: PaymentTransaction) {
        game.report(productIdentifier: transaction.payment.productIdentifier, event: transaction.error == .cancelled ? .cancelled : .failed)
    }
}

/// Finishes every paid transaction twice: once after the receipt check and once more on the way out.
final class FinishesTwice: IAPManager {
    override func transactionPurchased(_ transaction: PaymentTransaction) {
        super.transactionPurchased(transaction)
        queue.finishTransaction(transaction)
    }
}

/// Credits the item of a failed payment as if it were paid.
final class DeliversOnFailure: IAPManager {
    override func transactionFailed(_ transaction: PaymentTransaction) {
        game.deliver(productIdentifier: transaction.payment.productIdentifier, quantity: transaction.payment.quantity)
        super.transactionFailed(transaction)
    }
}

/// Handles the first transaction of each batch and drops the rest.
final class DropsRestOfBatch: IAPManager {
    override func paymentQueue(_ queue: any PaymentQueue, updatedTransactions transactions: [PaymentTransaction]) {
        super.paymentQueue(queue, updatedTransactions: Array(transactions.prefix(1)))
    }
}

/// Loses the quantity on the way to the game, as a delegate declared without it must.
final class LosesQuantity: IAPManager {
    override func transactionPurchased(_ transaction: PaymentTransaction) {
        var single = transaction
        single.payment.quantity = 1
        super.transactionPurchased(single)
    }
}
