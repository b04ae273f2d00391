package guidespec.adapter;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import sample.gamebase.Activity;
import sample.gamebase.Gamebase;
import sample.gamebase.GamebaseDataCallback;
import sample.gamebase.GamebaseException;
import sample.gamebase.PurchasableConfiguration;
import sample.gamebase.PurchasableReceipt;
import sample.gamebase.PurchaseBackend;

/**
 * purchase.scenario (docs/operations.md): a fresh backend per story, the SDK initialised against it, each step played
 * through Gamebase.Purchase as an app would call it, and the game server's Consume Flow (its delivery DB first, then the
 * token, then the Gamebase server's consume).
 */
final class ScenarioRunner {
    /** The token a consume step with "purchaseToken": "wrong" sends. */
    static final String WRONG_TOKEN = "not-the-issued-purchase-token";

    private final Activity activity = new Activity();
    private final Set<String> delivered = new HashSet<>();

    JsonObject run(JsonObject input) throws Operations.MalformedInput {
        JsonElement setupElement = input.get("setup");
        if (setupElement == null || !setupElement.isJsonObject()) throw new Operations.MalformedInput("purchase.scenario: input needs object member \"setup\"");
        JsonObject setup = setupElement.getAsJsonObject();
        List<PurchaseBackend.Product> products = new ArrayList<>();
        for (JsonElement element : array(setup, "products")) {
            JsonObject product = element.getAsJsonObject();
            int days = product.has("subscriptionDays") ? (int) Operations.integer(product, "subscriptionDays") : 0;
            products.add(new PurchaseBackend.Product(
                Operations.string(product, "gamebaseProductId"), Operations.string(product, "productType"), product.get("active").getAsBoolean(), days));
        }
        PurchaseBackend backend = new PurchaseBackend(
            Operations.string(setup, "store"), Operations.string(setup, "userId"), Operations.integer(setup, "now"), products);
        Gamebase.initialize(backend, setup.get("initialized").getAsBoolean());
        Map<Integer, PurchasableReceipt> receipts = new HashMap<>();
        Set<Integer> purchases = new HashSet<>();
        JsonArray results = new JsonArray();
        JsonArray steps = array(input, "steps");
        for (int index = 0; index < steps.size(); index++) {
            JsonObject step = steps.get(index).getAsJsonObject();
            String action = Operations.string(step, "do");
            switch (action) {
                case "purchase": {
                    purchases.add(index);
                    backend.nextChoice = choice(Operations.string(step, "user"), index);
                    Outcome<PurchasableReceipt> outcome = new Outcome<>();
                    Gamebase.Purchase.requestPurchase(activity, Operations.string(step, "gamebaseProductId"), outcome);
                    if (outcome.exception != null) results.add(Operations.object("error", new JsonPrimitive(outcome.exception.getCode())));
                    else if (!outcome.called) results.add(Operations.object("pending", new JsonPrimitive(true)));
                    else {
                        receipts.put(index, outcome.data);
                        results.add(Operations.object("receipt", summary(outcome.data)));
                    }
                    break;
                }
                case "list-not-consumed": {
                    Outcome<List<PurchasableReceipt>> outcome = new Outcome<>();
                    Gamebase.Purchase.requestItemListOfNotConsumed(activity, PurchasableConfiguration.newBuilder(), outcome);
                    results.add(list(outcome));
                    break;
                }
                case "list-activated": {
                    Outcome<List<PurchasableReceipt>> outcome = new Outcome<>();
                    Gamebase.Purchase.requestActivatedPurchases(activity, PurchasableConfiguration.newBuilder(), outcome);
                    results.add(list(outcome));
                    break;
                }
                case "consume": {
                    int source = (int) Operations.integer(step, "receiptOf");
                    if (!purchases.contains(source)) {
                        throw new Operations.MalformedInput("purchase.scenario step " + index + ": \"receiptOf\" must name an earlier purchase step");
                    }
                    PurchasableReceipt receipt = receipts.get(source);
                    String token = Operations.string(step, "purchaseToken");
                    if (!token.equals("as-issued") && !token.equals("wrong")) {
                        throw new Operations.MalformedInput("purchase.scenario step " + index + ": \"purchaseToken\" must be as-issued or wrong");
                    }
                    if (receipt == null || receipt.paymentSeq == null || receipt.paymentSeq.isEmpty()) {
                        results.add(Operations.object("consume", new JsonPrimitive("no-receipt")));
                        break;
                    }
                    results.add(Operations.object("consume", new JsonPrimitive(consume(backend, receipt, token.equals("wrong") ? WRONG_TOKEN : receipt.purchaseToken))));
                    break;
                }
                case "advance-clock": {
                    int days = (int) Operations.integer(step, "days");
                    backend.advanceDays(days);
                    results.add(Operations.object("advancedDays", new JsonPrimitive(days)));
                    break;
                }
                default:
                    throw new Operations.MalformedInput("purchase.scenario step " + index + ": unknown step \"" + action + "\"");
            }
        }
        return Operations.object("results", results);
    }

    /** The game server's Consume Flow: step 2 its delivery DB, 2-1 the token, 2-2 delivery, 3 the Gamebase consume. */
    private String consume(PurchaseBackend backend, PurchasableReceipt receipt, String token) {
        if (delivered.contains(receipt.paymentSeq)) return "already-delivered";
        if (!backend.verify(receipt.paymentSeq, token)) return "refused-purchase-token";
        delivered.add(receipt.paymentSeq);
        backend.consume(receipt.paymentSeq, token);
        return "delivered";
    }

    private static PurchaseBackend.UserChoice choice(String user, int index) throws Operations.MalformedInput {
        switch (user) {
            case "pays": return PurchaseBackend.UserChoice.PAYS;
            case "cancels": return PurchaseBackend.UserChoice.CANCELS;
            case "leaves-open": return PurchaseBackend.UserChoice.LEAVES_OPEN;
            default: throw new Operations.MalformedInput("purchase.scenario step " + index + ": \"user\" must be pays, cancels or leaves-open");
        }
    }

    private static JsonObject list(Outcome<List<PurchasableReceipt>> outcome) {
        if (outcome.exception != null) return Operations.object("error", new JsonPrimitive(outcome.exception.getCode()));
        JsonArray receipts = new JsonArray();
        for (PurchasableReceipt receipt : outcome.data) receipts.add(summary(receipt));
        return Operations.object("receipts", receipts);
    }

    /** The parts of a receipt a story compares; generated identifiers as whether they are present. */
    private static JsonObject summary(PurchasableReceipt receipt) {
        JsonObject summary = new JsonObject();
        summary.addProperty("gamebaseProductId", receipt.gamebaseProductId);
        summary.addProperty("productType", receipt.productType);
        summary.add("payload", receipt.payload == null ? JsonNull.INSTANCE : new JsonPrimitive(receipt.payload));
        summary.addProperty("hasPaymentSeq", receipt.paymentSeq != null && !receipt.paymentSeq.isEmpty());
        summary.addProperty("hasPurchaseToken", receipt.purchaseToken != null && !receipt.purchaseToken.isEmpty());
        summary.addProperty("hasPaymentId", receipt.paymentId != null && !receipt.paymentId.isEmpty());
        return summary;
    }

    private static JsonArray array(JsonObject object, String name) throws Operations.MalformedInput {
        JsonElement value = object.get(name);
        if (value == null || !value.isJsonArray()) throw new Operations.MalformedInput("purchase.scenario: input needs array member \"" + name + "\"");
        return value.getAsJsonArray();
    }

    /** What a callback was called with, if it was. */
    private static final class Outcome<T> implements GamebaseDataCallback<T> {
        boolean called;
        T data;
        GamebaseException exception;

        @Override
        public void onCallback(T data, GamebaseException exception) {
            called = true;
            this.data = data;
            this.exception = exception;
        }
    }
}
