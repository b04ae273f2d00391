package sample.gamebase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * What the SDK talks to, in memory: the Gamebase console's products, the store's payment sheet (the user's choice decides
 * it), the Gamebase server's purchase records, and a clock. One backend is one scenario's world.
 */
public final class PurchaseBackend {
    /** A product registered in the Gamebase console. */
    public static final class Product {
        final String gamebaseProductId;
        final String productType;
        final boolean active;
        final int subscriptionDays;

        public Product(String gamebaseProductId, String productType, boolean active, int subscriptionDays) {
            this.gamebaseProductId = gamebaseProductId;
            this.productType = productType;
            this.active = active;
            this.subscriptionDays = subscriptionDays;
        }
    }

    /** What the user does with the store's payment sheet. */
    public enum UserChoice { PAYS, CANCELS, LEAVES_OPEN }

    static final long DAY_MS = 86_400_000L;

    final String storeCode;
    final String userId;
    long now;
    final Map<String, Product> products = new LinkedHashMap<>();
    final List<PurchasableReceipt> purchases = new ArrayList<>();
    final List<String> consumed = new ArrayList<>();
    /** What the user does when the next payment sheet appears. */
    public UserChoice nextChoice = UserChoice.PAYS;

    public PurchaseBackend(String storeCode, String userId, long now, List<Product> products) {
        this.storeCode = storeCode;
        this.userId = userId;
        this.now = now;
        for (Product product : products) this.products.putIfAbsent(product.gamebaseProductId, product);
    }

    /** Moves the clock `days` forward. */
    public void advanceDays(int days) {
        now += days * DAY_MS;
    }

    /** Records a paid purchase and issues its paymentSeq and purchaseToken. */
    PurchasableReceipt recordPayment(Product product, String payload) {
        PurchasableReceipt receipt = new PurchasableReceipt();
        receipt.gamebaseProductId = product.gamebaseProductId;
        receipt.payload = payload;
        receipt.currency = "";
        receipt.paymentSeq = now + String.format("%04d", purchases.size() + 1);
        receipt.purchaseToken = UUID.randomUUID().toString();
        receipt.marketItemId = product.gamebaseProductId;
        receipt.productType = ProductType.of(product.productType);
        receipt.userId = userId;
        receipt.paymentId = "GPA." + UUID.randomUUID();
        receipt.purchaseTime = now;
        receipt.expiryTime = ProductType.isSubscription(receipt.productType) ? now + product.subscriptionDays * DAY_MS : 0;
        receipt.storeCode = storeCode;
        purchases.add(receipt);
        return receipt;
    }

    /** The Gamebase server's consume API: false when the token is not the one issued with the paymentSeq. */
    public boolean consume(String paymentSeq, String purchaseToken) {
        for (PurchasableReceipt receipt : purchases) {
            if (receipt.paymentSeq.equals(paymentSeq) && receipt.purchaseToken.equals(purchaseToken)) {
                consumed.add(paymentSeq);
                return true;
            }
        }
        return false;
    }

    /** Whether the Gamebase server issued `purchaseToken` with `paymentSeq`. */
    public boolean verify(String paymentSeq, String purchaseToken) {
        return purchases.stream().anyMatch(r -> r.paymentSeq.equals(paymentSeq) && r.purchaseToken.equals(purchaseToken));
    }
}
