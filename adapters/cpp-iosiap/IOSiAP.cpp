// The article's IOSiAP.mm with StoreKit replaced by SimulatedQueue. Each IOSIAP_FLAW_* macro puts one of the article's
// mistakes (or a mistake of the same family) back, so that the golden cases can be shown to catch it.
#include "IOSiAP.h"

IOSiAP::IOSiAP(SimulatedQueue &queue) : delegate(nullptr), queue(queue) {}

IOSiAP::~IOSiAP() { clearProducts(); }

void IOSiAP::clearProducts() {
    for (IOSProduct *product : iOSProducts) delete product;
    iOSProducts.clear();
}

// requestProducts and the products-request delegate: the store's answer replaces the products held before (the article keeps
// appending), valid products first, then each invalid identifier marked invalid (the article's check can never fire, since a
// product the store returns is never among its invalid identifiers).
void IOSiAP::requestProducts(std::vector<std::string> &productIdentifiers) {
    SKProductsResponse response = queue.products(productIdentifiers);
    clearProducts();
    int index = 0;
    for (const auto &identifier : response.products) iOSProducts.push_back(new IOSProduct{identifier, true, index++});
    for (const auto &identifier : response.invalidProductIdentifiers) iOSProducts.push_back(new IOSProduct{identifier, false, -1});
    delegate->onRequestProductsFinish();
}

IOSProduct *IOSiAP::iOSProductByIdentifier(std::string &identifier) {
    for (IOSProduct *iosProduct : iOSProducts)
        if (iosProduct->productIdentifier == identifier) return iosProduct;
    return nullptr;
}

void IOSiAP::paymentWithProduct(IOSProduct *iosProduct, int quantity) {
    SKPayment payment;
    payment.productIdentifier = iosProduct->productIdentifier;
    payment.quantity = quantity;
    queue.addPayment(payment);
}

void IOSiAP::restorePayments() { queue.restoreCompletedTransactions(); }

// iAPTransactionObserver paymentQueue:updatedTransactions:
void IOSiAP::updatedTransactions(const std::vector<SKPaymentTransaction> &transactions) {
    for (const SKPaymentTransaction &transaction : transactions) {
        std::string identifier(transaction.payment.productIdentifier);
        // The article leaves `event` uninitialised; here it starts as a value that is no event, so that a state without a case
        // (IOSIAP_FLAW_NO_DEFERRED_CASE) shows as an undefined event, reproducibly.
        IOSiAPPaymentEvent event = static_cast<IOSiAPPaymentEvent>(-1);

        switch (transaction.transactionState) {
            case SKPaymentTransactionStatePurchasing:
                event = IOSIAP_PAYMENT_PURCHASING;
#ifdef IOSIAP_FLAW_EARLY_RETURN
                return;
#else
                break;
#endif
            case SKPaymentTransactionStatePurchased:
                event = IOSIAP_PAYMENT_PURCHAED;
                break;
            case SKPaymentTransactionStateFailed:
#ifdef IOSIAP_FLAW_DELIVER_ON_FAILURE
                event = IOSIAP_PAYMENT_PURCHAED;
#else
                event = transaction.cancelled() ? IOSIAP_PAYMENT_CANCELLED : IOSIAP_PAYMENT_FAILED;
#endif
                break;
            case SKPaymentTransactionStateRestored:
                // NOTE: consumable payment is NOT restorable
                event = IOSIAP_PAYMENT_RESTORED;
                break;
#ifndef IOSIAP_FLAW_NO_DEFERRED_CASE
            case SKPaymentTransactionStateDeferred:
                event = IOSIAP_PAYMENT_DEFERRED;
                break;
#endif
        }

#ifdef IOSIAP_FLAW_TWO_PARAMETER_DELEGATE
        delegate->onPaymentEvent(identifier, event, 1);
#else
        delegate->onPaymentEvent(identifier, event, transaction.payment.quantity);
#endif
#if defined(IOSIAP_FLAW_FINISH_PURCHASING)
        bool waiting = event == IOSIAP_PAYMENT_DEFERRED;
#elif defined(IOSIAP_FLAW_FINISH_DEFERRED) || defined(IOSIAP_FLAW_NO_DEFERRED_CASE)
        bool waiting = event == IOSIAP_PAYMENT_PURCHASING;
#else
        bool waiting = event == IOSIAP_PAYMENT_PURCHASING || event == IOSIAP_PAYMENT_DEFERRED;
#endif
#ifdef IOSIAP_FLAW_NEVER_FINISH_FAILED
        if (transaction.transactionState == SKPaymentTransactionStateFailed) waiting = true;
#endif
        if (!waiting) {
            queue.finishTransaction(transaction);
#ifdef IOSIAP_FLAW_FINISH_TWICE
            queue.finishTransaction(transaction);
#endif
        }
#ifdef IOSIAP_FLAW_DROP_REST_OF_BATCH
        break;
#endif
    }
}

// iAPTransactionObserver paymentQueue:removedTransactions: (triggered by finishTransaction)
void IOSiAP::removedTransactions(const std::vector<SKPaymentTransaction> &transactions) {
    for (const SKPaymentTransaction &transaction : transactions) {
        std::string identifier(transaction.payment.productIdentifier);
        delegate->onPaymentEvent(identifier, IOSIAP_PAYMENT_REMOVED, transaction.payment.quantity);
    }
}

void IOSiAP::restoreCompletedTransactionsFinished() { delegate->onRestoreFinished(); }
