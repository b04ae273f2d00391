// A GuideSpec adapter (docs/adapter-protocol.md, JSON Lines on stdin/stdout) for the IOSiAP wrapper: it answers
// `storekit.observer` by playing the game above IOSiAP and the simulated payment queue below it.
#include <iostream>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "IOSiAP.h"

using nlohmann::json;

// The game: the IOSiAPDelegate the article leaves to "the caller", recording what it is told as observable actions.
class RecordingGame : public IOSiAPDelegate {
public:
    RecordingGame(SimulatedQueue &queue, IOSiAP *&iap) : queue_(queue), iap_(iap) {}

    void onRequestProductsFinish(void) override {
        json valid = json::array(), invalid = json::array();
        for (IOSProduct *product : iap_->iOSProducts) (product->isValid ? valid : invalid).push_back(product->productIdentifier);
        queue_.record({{"products", {{"valid", valid}, {"invalid", invalid}}}});
    }

    void onRequestProductsError(int code) override { queue_.record({{"report", {{"event", "products-error"}, {"code", code}}}}); }

    void onPaymentEvent(std::string &identifier, IOSiAPPaymentEvent event, int quantity) override {
        switch (event) {
            case IOSIAP_PAYMENT_PURCHASING: return;  // just notify, UI do nothing
            case IOSIAP_PAYMENT_PURCHAED:
            case IOSIAP_PAYMENT_RESTORED:
                queue_.record({{"deliver", {{"productIdentifier", identifier}, {"quantity", quantity}}}});
                return;
            case IOSIAP_PAYMENT_FAILED: return report(identifier, "failed");
            case IOSIAP_PAYMENT_CANCELLED: return report(identifier, "cancelled");
            case IOSIAP_PAYMENT_DEFERRED: return report(identifier, "deferred");
            case IOSIAP_PAYMENT_REMOVED: return report(identifier, "removed");
        }
        report(identifier, "undefined");  // an event outside the enum: what an uninitialised variable holds
    }

    void onRestoreFinished(void) override { queue_.record({{"report", {{"event", "restore-finished"}}}}); }

    // The game's buy button: only a product the store listed as valid is paid for.
    void buy(std::string identifier, int quantity) {
        IOSProduct *product = iap_->iOSProductByIdentifier(identifier);
        if (product == nullptr || !product->isValid) return report(identifier, "invalid-product");
        iap_->paymentWithProduct(product, quantity);
    }

private:
    SimulatedQueue &queue_;
    IOSiAP *&iap_;
    void report(const std::string &identifier, const char *event) {
        queue_.record({{"report", {{"productIdentifier", identifier}, {"event", event}}}});
    }
};

static std::string need(const json &object, const char *key) {
    if (!object.is_object() || !object.contains(key) || !object[key].is_string())
        throw MalformedInput{std::string("storekit.observer: expected string member \"") + key + "\""};
    return object[key].get<std::string>();
}

static int quantityOf(const json &object) {
    if (!object.contains("quantity")) return 1;
    if (!object["quantity"].is_number_integer() || object["quantity"].get<int>() < 1)
        throw MalformedInput{"storekit.observer: \"quantity\" must be an integer of at least 1"};
    return object["quantity"].get<int>();
}

static SKPaymentTransaction transactionOf(const json &entry) {
    static const std::map<std::string, SKPaymentTransactionState> states = {
        {"purchasing", SKPaymentTransactionStatePurchasing}, {"purchased", SKPaymentTransactionStatePurchased},
        {"failed", SKPaymentTransactionStateFailed}, {"restored", SKPaymentTransactionStateRestored},
        {"deferred", SKPaymentTransactionStateDeferred}};
    SKPaymentTransaction transaction;
    transaction.transactionIdentifier = need(entry, "id");
    transaction.payment.productIdentifier = need(entry, "productIdentifier");
    transaction.payment.quantity = quantityOf(entry);
    auto state = states.find(need(entry, "state"));
    if (state == states.end()) throw MalformedInput{"storekit.observer: unknown transaction state"};
    transaction.transactionState = state->second;
    bool failed = state->second == SKPaymentTransactionStateFailed;
    if (failed != entry.contains("error")) throw MalformedInput{"storekit.observer: \"error\" is given exactly when the state is failed"};
    if (failed) transaction.error = need(entry, "error");
    return transaction;
}

// One `storekit.observer` input, run launch by launch as docs/operations.md says.
static json runObserver(const json &input) {
    if (!input.is_object() || !input.contains("events") || !input["events"].is_array())
        throw MalformedInput{"storekit.observer: input needs an array \"events\""};
    SimulatedQueue queue(input.value("products", json()), input.value("history", json()));
    IOSiAP *iap = nullptr;
    RecordingGame game(queue, iap);
    std::unique_ptr<IOSiAP> launch(new IOSiAP(queue));
    iap = launch.get();
    iap->delegate = &game;
    json results = json::array();
    for (const auto &event : input["events"]) {
        std::string action = need(event, "do");
        if (action == "request-products") {
            std::vector<std::string> identifiers = event.at("identifiers").get<std::vector<std::string>>();
            iap->requestProducts(identifiers);
        } else if (action == "buy") {
            game.buy(need(event, "productIdentifier"), quantityOf(event));
        } else if (action == "queue-update") {
            std::vector<SKPaymentTransaction> batch;
            for (const auto &entry : event.at("transactions")) batch.push_back(transactionOf(entry));
            iap->updatedTransactions(queue.update(batch));
        } else if (action == "queue-remove") {
            iap->removedTransactions(queue.remove(event.at("ids").get<std::vector<std::string>>()));
        } else if (action == "relaunch") {
            launch.reset(new IOSiAP(queue));
            iap = launch.get();
            iap->delegate = &game;
            std::vector<SKPaymentTransaction> unfinished = queue.unfinished();
            if (!unfinished.empty()) iap->updatedTransactions(unfinished);
        } else if (action == "restore") {
            iap->restorePayments();
        } else {
            throw MalformedInput{"storekit.observer: unknown event \"" + action + "\""};
        }
        queue.deliverPendingRestore(*iap);
        results.push_back(queue.takeActions());
    }
    json unfinished = json::array();
    for (const auto &transaction : queue.unfinished()) unfinished.push_back(transaction.transactionIdentifier);
    return {{"results", results}, {"unfinished", unfinished}, {"violations", queue.violations}};
}

static void send(const json &record) { std::cout << record.dump() << "\n" << std::flush; }

int main() {
    send({{"kind", "hello"},
          {"protocol", 1},
          {"implementation", {{"name", "cpp-iosiap"}, {"version", "1.0.0"}, {"language", "c++"}}},
          {"operations", {"storekit.observer"}},
          {"platform", "ios"},
          {"pages", {"storekit-observer"}}});
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        json record = json::parse(line, nullptr, false);
        if (record.is_discarded() || !record.is_object() || !record.contains("kind")) {
            std::cerr << "ignored a line that is not a protocol record\n";
            continue;
        }
        if (record["kind"] == "bye") break;
        if (record["kind"] != "request") continue;
        json id = record.value("id", json());
        try {
            if (record.value("operation", "") != "storekit.observer")
                throw MalformedInput{"unsupported operation " + record.value("operation", std::string())};
            send({{"kind", "result"}, {"id", id}, {"output", runObserver(record.value("input", json()))}});
        } catch (const MalformedInput &error) {
            send({{"kind", "error"}, {"id", id}, {"message", error.message}});
        } catch (const json::exception &error) {
            send({{"kind", "error"}, {"id", id}, {"message", std::string("storekit.observer: ") + error.what()}});
        }
    }
    return 0;
}
