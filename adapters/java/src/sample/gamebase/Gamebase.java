package sample.gamebase;

import java.util.ArrayList;
import java.util.List;

/** The SDK's entry point: initialisation and the purchase API the Android purchase guide documents. */
public final class Gamebase {
    private Gamebase() {
    }

    private static PurchaseBackend backend;
    private static boolean initialized;

    /** Initialises the SDK against `backend` (the app's store code and user are the backend's). */
    public static void initialize(PurchaseBackend backend, boolean succeeded) {
        Gamebase.backend = backend;
        Gamebase.initialized = succeeded;
        Purchase.sheetOpen = false;
    }

    /** The purchase API: Gamebase.Purchase.*. */
    public static final class Purchase {
        private Purchase() {
        }

        static boolean sheetOpen;

        /** Buys a product registered in the console; checks run in the order the guide's errors imply. */
        public static void requestPurchase(@NonNull final Activity activity, @NonNull final String gamebaseProductId,
                                           @NonNull final GamebaseDataCallback<PurchasableReceipt> callback) {
            if (!initialized) { callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_NOT_INITIALIZED)); return; }
            if (!StoreCode.SUPPORTED.contains(backend.storeCode)) {
                callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_NOT_SUPPORTED_MARKET));
                return;
            }
            if (sheetOpen) {
                callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING));
                return;
            }
            PurchaseBackend.Product product = backend.products.get(gamebaseProductId);
            if (product == null) { callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_NOT_EXIST_PRODUCT_ID)); return; }
            if (!product.active) { callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_INACTIVE_PRODUCT_ID)); return; }
            switch (backend.nextChoice) {
                case CANCELS:
                    callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_USER_CANCELED));
                    return;
                case LEAVES_OPEN:
                    sheetOpen = true;
                    return;  // the callback comes when the user finishes with the sheet
                default:
                    callback.onCallback(backend.recordPayment(product, null), null);
            }
        }

        /** The products the user can buy. */
        public static void requestItemListPurchasable(Activity activity, GamebaseDataCallback<List<PurchasableItem>> callback) {
            if (!initialized) { callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_NOT_INITIALIZED)); return; }
            List<PurchasableItem> items = new ArrayList<>();
            for (PurchaseBackend.Product product : backend.products.values()) {
                PurchasableItem item = new PurchasableItem();
                item.gamebaseProductId = product.gamebaseProductId;
                item.marketItemId = product.gamebaseProductId;
                item.productType = ProductType.of(product.productType);
                item.isActive = product.active;
                items.add(item);
            }
            callback.onCallback(items, null);
        }

        /** Paid purchases whose item the game server has not delivered yet: consumables and consumable subscriptions. */
        public static void requestItemListOfNotConsumed(@NonNull final Activity activity, @NonNull final PurchasableConfiguration configuration,
                                                        @NonNull final GamebaseDataCallback<List<PurchasableReceipt>> callback) {
            if (!initialized) { callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_NOT_INITIALIZED)); return; }
            List<PurchasableReceipt> list = new ArrayList<>();
            for (PurchasableReceipt receipt : backend.purchases) {
                if (ProductType.isConsumed(receipt.productType) && !backend.consumed.contains(receipt.paymentSeq)) list.add(receipt);
            }
            callback.onCallback(list, null);
        }

        /** The user's subscriptions whose expiry is after now. */
        public static void requestActivatedPurchases(@NonNull final Activity activity, @NonNull final PurchasableConfiguration configuration,
                                                     @NonNull final GamebaseDataCallback<List<PurchasableReceipt>> callback) {
            if (!initialized) { callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_NOT_INITIALIZED)); return; }
            List<PurchasableReceipt> list = new ArrayList<>();
            for (PurchasableReceipt receipt : backend.purchases) {
                if (ProductType.isSubscription(receipt.productType) && receipt.expiryTime > backend.now) list.add(receipt);
            }
            callback.onCallback(list, null);
        }

        /** The status of each of the user's subscriptions. */
        public static void requestSubscriptionsStatus(@NonNull final Activity activity, @NonNull final PurchasableConfiguration configuration,
                                                      @NonNull final GamebaseDataCallback<List<PurchasableSubscriptionStatus>> callback) {
            if (!initialized) { callback.onCallback(null, new GamebaseException(GamebaseError.PURCHASE_NOT_INITIALIZED)); return; }
            callback.onCallback(new ArrayList<>(), null);
        }
    }
}
