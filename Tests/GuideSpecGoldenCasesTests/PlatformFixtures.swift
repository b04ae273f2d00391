import GuideSpecExtractors
import GuideSpecMarkdownFrontEnd
import GuideSpecSpecModel
import GuideSpecKit
import GuideSpecTestSupport

/// Small pages written the way the guide writes its Android, Unity and error-code pages, read through the real front end
/// and extractors.
enum PlatformFixtures {
    /// The spec of `markdown` read as page `page` in `language`.
    static func spec(_ markdown: String, page: String, language: String = "en") -> PageSpec {
        PageExtractor.extract(
            MarkdownFrontEnd.read(markdown, file: "\(language)/\(page).md"), page: page, language: language,
            options: BundledProject.settings.extractionOptions)
    }

    /// An Android purchase page: store codes, two purchase APIs, a receipt class and an error table.
    static let android = """
        ## Game > Gamebase > Android Developer's Guide > Purchase

        ### Initialization

        * Select **STORE_CODE** among the following:
            * GG: Google Play
            * ONESTORE: ONE Store

        ### Purchase Item

        **API**

        ```java
        + (void)Gamebase.Purchase.requestPurchase(@NonNull final Activity activity,
                                                  @NonNull final String gamebaseProductId,
                                                  @NonNull final GamebaseDataCallback<PurchasableReceipt> callback);
        + (void)Gamebase.Purchase.requestItemListOfNotConsumed(@NonNull final Activity activity,
                                                  @NonNull final GamebaseDataCallback<List<PurchasableReceipt>> callback);
        ```

        ```java
        class PurchasableReceipt {
            // The product ID.
            @Nullable
            String gamebaseProductId;

            // The price.
            float price;

            // The payment identifier.
            @NonNull
            String paymentSeq;
        }
        ```

        ### Error Handling

        | Error | Error Code | Description |
        | --- | --- | --- |
        | PURCHASE_NOT_INITIALIZED | 4001 | Purchase is not initialized. |
        | PURCHASE_USER_CANCELED | 4002 | The purchase was canceled. |
        | PURCHASE_NOT_SUPPORTED_MARKET | 4010 | The store is not supported.<br>You can choose either GG (Google) or ONESTORE. |
        """

    /// The error-code page: one row for three platforms, one for iOS alone, one server row without a name.
    static let errorCodes = """
        ## Game > Gamebase > Error Codes

        | Category | Platform | Error | Error Code | Description |
        | --- | --- | --- | --- | --- |
        | Common | Android<br/>Unity<br/>iOS | NOT_INITIALIZED<br/>TCGB_ERROR_NOT_INITIALIZED | 1 | Gamebase is not initialized. |
        |        | iOS | TCGB_ERROR_IOS_GAMECENTER_DENIED | 51 | Gamecenter login was denied. |
        """

    /// A Unity page with an enum and a class of constants.
    static let unity = """
        ## Game > Gamebase > Unity Developer's Guide > ETC

        ```cs
        namespace Toast.Gamebase
        {
            public enum GamebaseAppTrackingAuthorizationStatus
            {
                AUTHORIZED = 0,
                DENIED,
            }

            public class GamebaseDisplayLanguageCode
            {
                public const string German = "de";
                public const string English = "en";
            }
        }
        ```
        """

    /// A Unity purchase page as the guide writes one: signatures that stand alone, called on `Gamebase.Purchase` in the
    /// examples (one of which iterates another type than its declaration gives), a receipt whose product type enumerates four
    /// keys and whose payment id "can have no value", and an error table whose store row lists six stores.
    static let unityPurchase = """
        ## Game > Gamebase > Unity Developer's Guide > Purchase

        ### Purchase Items

        **API**

        ```cs
        static void RequestPurchase(string gamebaseProductId, \
        GamebaseCallback.GamebaseDelegate<GamebaseResponse.Purchase.PurchasableReceipt> callback)
        ```

        **Example**

        ```cs
        public void RequestPurchase(string gamebaseProductId)
        {
            Gamebase.Purchase.RequestPurchase(gamebaseProductId, (purchasableReceipt, error) =>
            {
            });
        }
        ```

        ```cs
        public class PurchasableReceipt
        {
            /// The product ID.
            public string gamebaseProductId;

            /// The price.
            public float price;

            /// The payment identifier.
            public string paymentSeq;

            /// The product type which can have the following values:
            /// * UNKNOWN: An unknown type. Either update Gamebase SDK or contact Gamebase Customer Center.
            /// * CONSUMABLE: A consumable product.
            /// * AUTO_RENEWABLE: A subscription product.
            /// * CONSUMABLE_AUTO_RENEWABLE: A subscription product that can be consumed periodically.
            public string productType;

            /// The time of purchase.
            public long purchaseTime;

            /// The payment identifier of the store. It can have no value depending on the store.
            public string paymentId;
        }
        ```

        ### List Non-Consumed Items

        ```cs
        static void RequestItemListOfNotConsumed(GamebaseRequest.Purchase.PurchasableConfiguration configuration, \
        GamebaseCallback.GamebaseDelegate<List<GamebaseResponse.Purchase.PurchasableReceipt>> callback)
        ```

        ```cs
        Gamebase.Purchase.RequestItemListOfNotConsumed(configuration, (purchasableReceiptList, error) => { });
        ```

        ### List Activated Subscriptions

        Subscriptions that are paid up (e.g. auto-renewable subscription, auto-renewed consumable subscription) can be listed before they are expired.

        ```cs
        static void RequestActivatedPurchases(GamebaseRequest.Purchase.PurchasableConfiguration configuration, \
        GamebaseCallback.GamebaseDelegate<List<GamebaseResponse.Purchase.PurchasableReceipt>> callback)
        ```

        ```cs
        Gamebase.Purchase.RequestActivatedPurchases(configuration, (purchasableReceiptList, error) => { });
        ```

        ### List Subscriptions Status

        ```cs
        static void RequestSubscriptionsStatus(GamebaseRequest.Purchase.PurchasableConfiguration configuration, \
        GamebaseCallback.GamebaseDelegate<List<GamebaseResponse.Purchase.PurchasableReceipt>> callback)
        ```

        ```cs
        Gamebase.Purchase.RequestSubscriptionsStatus(configuration, (subscriptionStatusList, error) =>
        {
            foreach (GamebaseResponse.Purchase.PurchasableSubscriptionStatus subscriptionStatus in subscriptionStatusList)
            {
            }
        });
        ```

        ### Error Handling

        | Error | Error Code | Description |
        | --- | --- | --- |
        | PURCHASE_NOT_INITIALIZED | 4001 | The purchase module has not been initialized. |
        | PURCHASE_USER_CANCELED | 4002 | Purchase has been cancelled. |
        | PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING | 4003 | API has been called when a purchase logic is not completed. |
        | PURCHASE_INACTIVE_PRODUCT_ID | 4005 | Product is not activated. |
        | PURCHASE_NOT_EXIST_PRODUCT_ID | 4006 | Requested for purchase with invalid GamebaseProductID. |
        | PURCHASE_NOT_SUPPORTED_MARKET | 4010 | The store is not supported.<br>The stores you can select are AS (App Store), GG (Google), ONESTORE, \
        GALAXY, HUAWEI, and MYCARD. |
        """
}
