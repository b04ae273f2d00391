package sample.gamebase;

/** A subscription's status, as requestSubscriptionsStatus gives it. */
public class PurchasableSubscriptionStatus {
    @Nullable
    public String gamebaseProductId;
    public int statusCode;
    @NonNull
    public String statusDescription;
    public float price;
    @NonNull
    public String currency;
    @NonNull
    public String paymentSeq;
    @NonNull
    public String purchaseToken;
    @NonNull
    public String marketItemId;
    @NonNull
    public String productType;
    @NonNull
    public String userId;
    @NonNull
    public String storeCode;
    @Nullable
    public String paymentId;
    public long purchaseTime;
    public long expiryTime;
    @Nullable
    public String purchaseType;
    @Nullable
    public String originalPaymentId;
    public long itemSeq;
    @Nullable
    public String payload;
}
