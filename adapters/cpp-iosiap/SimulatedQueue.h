// The simulated StoreKit payment queue of docs/operations.md (`storekit.observer`): it keeps every transaction, records every
// call the observer makes, notes every call the contract forbids, and answers products requests and restores.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

enum SKPaymentTransactionState {
    SKPaymentTransactionStatePurchasing,
    SKPaymentTransactionStatePurchased,
    SKPaymentTransactionStateFailed,
    SKPaymentTransactionStateRestored,
    SKPaymentTransactionStateDeferred,
};

struct SKPayment {
    std::string productIdentifier;
    int quantity = 1;
};

struct SKPaymentTransaction {
    std::string transactionIdentifier;
    SKPayment payment;
    SKPaymentTransactionState transactionState = SKPaymentTransactionStatePurchasing;
    std::string error;  // for failed: "cancelled" or the failure's name
    bool cancelled() const { return error == "cancelled"; }
};

struct SKProductsResponse {
    std::vector<std::string> products;
    std::vector<std::string> invalidProductIdentifiers;
};

// Thrown for an input that does not fit the operation (the adapter answers `error`).
struct MalformedInput {
    std::string message;
};

class IOSiAP;

class SimulatedQueue {
public:
    SimulatedQueue(const nlohmann::json &products, const nlohmann::json &history);

    // What the observer calls (SKPaymentQueue).
    void addPayment(const SKPayment &payment);
    void finishTransaction(const SKPaymentTransaction &transaction);
    void restoreCompletedTransactions();
    SKProductsResponse products(const std::vector<std::string> &identifiers) const;

    // What the scenario drives.
    std::vector<SKPaymentTransaction> update(const std::vector<SKPaymentTransaction> &batch);
    std::vector<SKPaymentTransaction> remove(const std::vector<std::string> &ids);
    std::vector<SKPaymentTransaction> unfinished() const;
    void deliverPendingRestore(IOSiAP &client);

    // The record.
    void record(const nlohmann::json &action) { actions.push_back(action); }
    nlohmann::json takeActions();
    nlohmann::json violations = nlohmann::json::array();

private:
    struct Entry {
        SKPaymentTransaction transaction;
        bool finished = false;
        bool removed = false;
    };
    std::map<std::string, bool> restorable_;  // product identifier -> whether a restore brings it back
    std::vector<SKPayment> history_;
    std::vector<Entry> entries_;
    nlohmann::json actions = nlohmann::json::array();
    bool restoreRequested_ = false;
    int restores_ = 0;

    Entry *find(const std::string &id);
    void violation(const std::string &id, const std::string &kind);
};
