package sample.gamebase;

/** A product the user can buy, as requestItemListPurchasable gives it. */
public class PurchasableItem {
    @Nullable
    public String gamebaseProductId;
    public float price;
    @Nullable
    public String currency;
    @Nullable
    public String itemName;
    @NonNull
    public String marketItemId;
    @NonNull
    public String productType;
    @Nullable
    public String localizedPrice;
    @Nullable
    public String localizedTitle;
    @Nullable
    public String localizedDescription;
    public boolean isActive;
    public long itemSeq;
}
