package sample.gamebase;

/** A purchase's receipt, as requestPurchase and the list APIs give it. */
public class PurchasableReceipt {
    @Nullable
    public String gamebaseProductId;
    @Nullable
    public String payload;
    public float price;
    @NonNull
    public String currency;
    @NonNull
    public String paymentSeq;
    @Nullable
    public String purchaseToken;
    @NonNull
    public String marketItemId;
    @NonNull
    public String productType;
    @NonNull
    public String userId;
    @Nullable
    public String paymentId;
    public long purchaseTime;
    public long expiryTime;
    @Nullable
    public String purchaseType;
    @Nullable
    public String originalPaymentId;
    public long itemSeq;
    @NonNull
    public String storeCode;
}
