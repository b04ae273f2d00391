#include "SimulatedQueue.h"

#include "IOSiAP.h"

using nlohmann::json;

SimulatedQueue::SimulatedQueue(const json &products, const json &history) {
    if (!products.is_array()) throw MalformedInput{"storekit.observer: \"products\" must be an array"};
    for (const auto &product : products) {
        if (!product.is_object() || !product.contains("identifier") || !product["identifier"].is_string() || !product.contains("type"))
            throw MalformedInput{"storekit.observer: each product needs \"identifier\" and \"type\""};
        std::string type = product["type"].get<std::string>();
        if (type != "consumable" && type != "non-consumable" && type != "subscription")
            throw MalformedInput{"storekit.observer: a product's \"type\" must be consumable, non-consumable or subscription"};
        restorable_.emplace(product["identifier"].get<std::string>(), type != "consumable");
    }
    if (!history.is_null()) {
        for (const auto &purchase : history) {
            SKPayment payment;
            payment.productIdentifier = purchase.at("productIdentifier").get<std::string>();
            payment.quantity = purchase.value("quantity", 1);
            history_.push_back(payment);
        }
    }
}

void SimulatedQueue::addPayment(const SKPayment &payment) {
    record({{"add-payment", {{"productIdentifier", payment.productIdentifier}, {"quantity", payment.quantity}}}});
}

void SimulatedQueue::finishTransaction(const SKPaymentTransaction &transaction) {
    const std::string &id = transaction.transactionIdentifier;
    record({{"finish", id}});
    Entry *entry = find(id);
    if (entry == nullptr) return violation(id, "finish-unknown");
    if (entry->finished) return violation(id, "finish-twice");
    switch (entry->transaction.transactionState) {
        case SKPaymentTransactionStatePurchasing: return violation(id, "finish-while-purchasing");
        case SKPaymentTransactionStateDeferred: return violation(id, "finish-while-deferred");
        default: entry->finished = true;
    }
}

void SimulatedQueue::restoreCompletedTransactions() { restoreRequested_ = true; }

SKProductsResponse SimulatedQueue::products(const std::vector<std::string> &identifiers) const {
    SKProductsResponse response;
    std::map<std::string, bool> seen;
    for (const auto &identifier : identifiers) {
        if (!seen.emplace(identifier, true).second) continue;
        (restorable_.count(identifier) ? response.products : response.invalidProductIdentifiers).push_back(identifier);
    }
    return response;
}

std::vector<SKPaymentTransaction> SimulatedQueue::update(const std::vector<SKPaymentTransaction> &batch) {
    for (const auto &transaction : batch) {
        Entry *entry = find(transaction.transactionIdentifier);
        if (entry == nullptr) {
            entries_.push_back(Entry{transaction});
            continue;
        }
        if (entry->finished)
            throw MalformedInput{"transaction " + transaction.transactionIdentifier + " was finished; a queue update cannot name it again"};
        if (entry->transaction.payment.productIdentifier != transaction.payment.productIdentifier ||
            entry->transaction.payment.quantity != transaction.payment.quantity)
            throw MalformedInput{"transaction " + transaction.transactionIdentifier + " keeps the product and quantity it was first given"};
        entry->transaction = transaction;
    }
    return batch;
}

std::vector<SKPaymentTransaction> SimulatedQueue::remove(const std::vector<std::string> &ids) {
    std::vector<SKPaymentTransaction> removed;
    for (const auto &id : ids) {
        Entry *entry = find(id);
        if (entry == nullptr || !entry->finished || entry->removed)
            throw MalformedInput{"queue-remove: transaction " + id + " is not a finished transaction still in the queue"};
        entry->removed = true;
        removed.push_back(entry->transaction);
    }
    return removed;
}

std::vector<SKPaymentTransaction> SimulatedQueue::unfinished() const {
    std::vector<SKPaymentTransaction> left;
    for (const auto &entry : entries_)
        if (!entry.finished) left.push_back(entry.transaction);
    return left;
}

void SimulatedQueue::deliverPendingRestore(IOSiAP &client) {
    if (!restoreRequested_) return;
    restoreRequested_ = false;
    restores_ += 1;
    std::vector<std::pair<std::string, SKPayment>> originals;
    for (size_t index = 0; index < history_.size(); index++) originals.emplace_back("h" + std::to_string(index + 1), history_[index]);
    for (const auto &entry : entries_)
        if (entry.finished && entry.transaction.transactionState == SKPaymentTransactionStatePurchased)
            originals.emplace_back(entry.transaction.transactionIdentifier, entry.transaction.payment);
    std::vector<SKPaymentTransaction> restored;
    for (const auto &original : originals) {
        auto product = restorable_.find(original.second.productIdentifier);
        if (product == restorable_.end() || !product->second) continue;
        SKPaymentTransaction transaction;
        transaction.transactionIdentifier = original.first + "-restored-" + std::to_string(restores_);
        transaction.payment = original.second;
        transaction.transactionState = SKPaymentTransactionStateRestored;
        restored.push_back(transaction);
    }
    for (const auto &transaction : restored) entries_.push_back(Entry{transaction});
    if (!restored.empty()) client.updatedTransactions(restored);
    client.restoreCompletedTransactionsFinished();
}

json SimulatedQueue::takeActions() {
    json taken = actions;
    actions = json::array();
    return taken;
}

SimulatedQueue::Entry *SimulatedQueue::find(const std::string &id) {
    for (auto &entry : entries_)
        if (entry.transaction.transactionIdentifier == id) return &entry;
    return nullptr;
}

void SimulatedQueue::violation(const std::string &id, const std::string &kind) {
    violations.push_back({{"id", id}, {"violation", kind}});
}
