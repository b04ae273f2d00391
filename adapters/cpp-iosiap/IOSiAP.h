// IOSiAP: the Cocos2d-x C++ wrapper over StoreKit of guides/zh/storekit-iosiap-cpp.md, with StoreKit replaced by the
// simulated payment queue of docs/operations.md (SimulatedQueue.h). The shape follows the article: IOSiAP with
// requestProducts / iOSProductByIdentifier / paymentWithProduct, the IOSiAPDelegate callbacks, and a transaction observer
// that maps each transaction state to a payment event. What the article gets wrong is fixed here, and each fix can be
// undone at compile time (IOSIAP_FLAW_*, see README.md) to show which golden case catches it.
#pragma once

#include <string>
#include <vector>

#include "SimulatedQueue.h"

typedef enum {
    IOSIAP_PAYMENT_PURCHASING,  // just notify, UI do nothing
    IOSIAP_PAYMENT_PURCHAED,    // need unlock App Functionality
    IOSIAP_PAYMENT_FAILED,      // remove waiting on UI, tell user payment was failed
    IOSIAP_PAYMENT_RESTORED,    // need unlock App Functionality, consumable payment No need to care about this.
    IOSIAP_PAYMENT_REMOVED,     // remove waiting on UI
    IOSIAP_PAYMENT_DEFERRED,    // added: waiting for approval (Ask to Buy); tell the user, do not finish
    IOSIAP_PAYMENT_CANCELLED,   // added: the user closed the sheet; not an error to show
} IOSiAPPaymentEvent;

class IOSProduct {
public:
    std::string productIdentifier;
    bool isValid;
    int index;  // internal use: index of the store's products
};

class IOSiAPDelegate {
public:
    virtual ~IOSiAPDelegate() {}
    // for requestProduct
    virtual void onRequestProductsFinish(void) = 0;
    virtual void onRequestProductsError(int code) = 0;
    // for payment: declared with the quantity the observer passes (the article declares two parameters and calls with three)
    virtual void onPaymentEvent(std::string &identifier, IOSiAPPaymentEvent event, int quantity) = 0;
    // added: a restore is over
    virtual void onRestoreFinished(void) = 0;
};

class IOSiAP {
public:
    explicit IOSiAP(SimulatedQueue &queue);
    ~IOSiAP();
    void requestProducts(std::vector<std::string> &productIdentifiers);
    IOSProduct *iOSProductByIdentifier(std::string &identifier);
    void paymentWithProduct(IOSProduct *iosProduct, int quantity = 1);
    void restorePayments();  // added: the article has no restore

    IOSiAPDelegate *delegate;
    std::vector<IOSProduct *> iOSProducts;

    // === internal use for the observer class ===
    SimulatedQueue &queue;
    void updatedTransactions(const std::vector<SKPaymentTransaction> &transactions);
    void removedTransactions(const std::vector<SKPaymentTransaction> &transactions);
    void restoreCompletedTransactionsFinished();

private:
    void clearProducts();
};
