package sample.gamebase;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * The SDK's entry point, shaped as the Android guide's pages declare it: initialisation, authentication, the device's
 * language and country, event handlers, and one nested class per feature (Purchase, Push, Logger, Terms, WebView, …).
 * Everything runs in memory: PurchaseBackend stands in for the stores and the Gamebase server, and the other features keep
 * their state here.
 */
public final class Gamebase {
    private Gamebase() {
    }

    private static PurchaseBackend backend;
    private static boolean initialized;
    private static AuthToken session;
    private static String lastLoggedInProvider;
    private static String displayLanguageCode = DisplayLanguage.Code.English;
    private static final List<GamebaseEventHandler> EVENT_HANDLERS = new ArrayList<>();

    /** Initialises the SDK against `backend` (the app's store code and user are the backend's). */
    public static void initialize(PurchaseBackend backend, boolean succeeded) {
        Gamebase.backend = backend;
        Gamebase.initialized = succeeded;
        Purchase.sheetOpen = false;
    }

    /** Initialises the SDK with the app's configuration; the launching information says the game is in service. */
    public static void initialize(Activity activity, GamebaseConfiguration configuration, GamebaseDataCallback<LaunchingInfo> callback) {
        if (configuration == null) { callback.onCallback(null, new GamebaseException(GamebaseError.INVALID_PARAMETER)); return; }
        initialize(new PurchaseBackend(configuration.storeCode, "", System.currentTimeMillis(), Collections.emptyList()), true);
        displayLanguageCode = configuration.displayLanguageCode;
        callback.onCallback(Launching.getLaunchingInformations(), null);
    }

    /** Passes an activity result on to the identity providers' SDKs; none of them runs in memory. */
    public static void onActivityResult(int requestCode, int resultCode, Intent data) {
    }

    // --- authentication ----------------------------------------------------------------------------------------------

    /** Logs in with the provider the user logged in with last time. */
    public static void loginForLastLoggedInProvider(Activity activity, GamebaseDataCallback<AuthToken> callback) {
        loginForLastLoggedInProvider(activity, Collections.emptyMap(), callback);
    }

    public static void loginForLastLoggedInProvider(Activity activity, Map<String, Object> additionalInfo, GamebaseDataCallback<AuthToken> callback) {
        if (lastLoggedInProvider == null) { callback.onCallback(null, new GamebaseException(GamebaseError.AUTH_TOKEN_LOGIN_INVALID_LAST_LOGGED_IN_IDP)); return; }
        logIn(lastLoggedInProvider, callback);
    }

    /** Logs in with an identity provider. */
    public static void login(Activity activity, AuthProvider provider, GamebaseDataCallback<AuthToken> callback) {
        login(activity, provider, Collections.emptyMap(), callback);
    }

    public static void login(Activity activity, AuthProvider provider, Map<String, Object> additionalInfo, GamebaseDataCallback<AuthToken> callback) {
        if (provider == null) { callback.onCallback(null, new GamebaseException(GamebaseError.INVALID_PARAMETER)); return; }
        logIn(provider.getName(), callback);
    }

    /** Logs in with a token the game got from the provider's own SDK (`provider_name`, `access_token`). */
    public static void login(Activity activity, Map<String, Object> credentialInfo, GamebaseDataCallback<AuthToken> callback) {
        Object provider = credentialInfo == null ? null : credentialInfo.get("provider_name");
        if (!(provider instanceof String)) { callback.onCallback(null, new GamebaseException(GamebaseError.INVALID_PARAMETER)); return; }
        logIn((String) provider, callback);
    }

    private static void logIn(String providerName, GamebaseDataCallback<AuthToken> callback) {
        if (!initialized) { callback.onCallback(null, new GamebaseException(GamebaseError.NOT_INITIALIZED)); return; }
        AuthToken token = new AuthToken();
        token.userId = session != null ? session.userId : UUID.randomUUID().toString();
        token.accessToken = UUID.randomUUID().toString();
        token.providerName = providerName;
        session = token;
        lastLoggedInProvider = providerName;
        callback.onCallback(token, null);
    }

    public static void logout(Activity activity, GamebaseCallback callback) {
        if (session == null) { callback.onCallback(new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
        session = null;
        callback.onCallback(null);
    }

    public static void withdraw(Activity activity, GamebaseCallback callback) {
        if (session == null) { callback.onCallback(new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
        session = null;
        lastLoggedInProvider = null;
        callback.onCallback(null);
    }

    /** Maps another identity provider to the logged-in user. */
    public static void addMapping(Activity activity, String providerName, GamebaseDataCallback<AuthToken> callback) {
        addMapping(activity, providerName, Collections.emptyMap(), callback);
    }

    public static void addMapping(Activity activity, String providerName, Map<String, Object> additionalInfo, GamebaseDataCallback<AuthToken> callback) {
        if (session == null) { callback.onCallback(null, new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
        if (providerName.equals(session.providerName)) {
            callback.onCallback(null, new GamebaseException(GamebaseError.AUTH_ADD_MAPPING_ALREADY_HAS_SAME_IDP));
            return;
        }
        callback.onCallback(session, null);
    }

    /** Maps an identity provider already mapped to another user, with the ticket its refusal carried. */
    public static void addMappingForcibly(Activity activity, ForcingMappingTicket forcingMappingTicket, GamebaseDataCallback<AuthToken> callback) {
        addMappingForcibly(activity, forcingMappingTicket.idPCode, forcingMappingTicket.forcingMappingKey, callback);
    }

    public static void addMappingForcibly(Activity activity, String providerName, String forcingMappingKey, GamebaseDataCallback<AuthToken> callback) {
        addMappingForcibly(activity, providerName, forcingMappingKey, Collections.emptyMap(), callback);
    }

    public static void addMappingForcibly(Activity activity, String providerName, String forcingMappingKey, Map<String, Object> additionalInfo,
                                          GamebaseDataCallback<AuthToken> callback) {
        if (session == null) { callback.onCallback(null, new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
        if (forcingMappingKey == null) { callback.onCallback(null, new GamebaseException(GamebaseError.INVALID_PARAMETER)); return; }
        callback.onCallback(session, null);
    }

    public static void addMappingForcibly(Activity activity, Map<String, Object> credentialInfo, String forcingMappingKey,
                                          GamebaseDataCallback<AuthToken> callback) {
        Object provider = credentialInfo == null ? null : credentialInfo.get("provider_name");
        if (!(provider instanceof String)) { callback.onCallback(null, new GamebaseException(GamebaseError.INVALID_PARAMETER)); return; }
        addMappingForcibly(activity, (String) provider, forcingMappingKey, callback);
    }

    /** Logs in as the user the ticket's identity provider is mapped to. */
    public static void changeLogin(Activity activity, ForcingMappingTicket forcingMappingTicket, GamebaseDataCallback<AuthToken> callback) {
        if (forcingMappingTicket == null) { callback.onCallback(null, new GamebaseException(GamebaseError.INVALID_PARAMETER)); return; }
        session = null;
        logIn(forcingMappingTicket.idPCode, callback);
    }

    public static String getUserID() {
        return session == null ? null : session.userId;
    }

    public static String getAccessToken() {
        return session == null ? null : session.accessToken;
    }

    public static String getLastLoggedInProvider() {
        return lastLoggedInProvider;
    }

    /** The provider of the last login, through the callback as well as returned. */
    public static String requestLastLoggedInProvider(GamebaseDataCallback<String> callback) {
        callback.onCallback(lastLoggedInProvider, null);
        return lastLoggedInProvider;
    }

    /** Issues a transfer account for the logged-in user. */
    public static void issueTransferAccount(GamebaseDataCallback<TransferAccountInfo> callback) {
        renewTransferAccount(new TransferAccountRenewConfiguration(), callback);
    }

    public static void queryTransferAccount(GamebaseDataCallback<TransferAccountInfo> callback) {
        if (session == null) { callback.onCallback(null, new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
        callback.onCallback(null, new GamebaseException(GamebaseError.AUTH_TRANSFERACCOUNT_NOT_EXIST));
    }

    public static void renewTransferAccount(TransferAccountRenewConfiguration config, GamebaseDataCallback<TransferAccountInfo> callback) {
        if (session == null) { callback.onCallback(null, new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
        TransferAccountInfo info = new TransferAccountInfo();
        info.accountId = config.accountId != null ? config.accountId : session.userId;
        info.accountPassword = config.accountPassword != null ? config.accountPassword : UUID.randomUUID().toString();
        callback.onCallback(info, null);
    }

    /** Logs in with another device's transfer account; none is issued in memory, so the id is always unknown. */
    public static void transferAccountWithIdPLogin(String accountId, String accountPassword, GamebaseDataCallback<AuthToken> callback) {
        callback.onCallback(null, new GamebaseException(GamebaseError.AUTH_TRANSFERACCOUNT_INVALID_ID));
    }

    // --- language, country and events --------------------------------------------------------------------------------

    public static String getDeviceLanguageCode() {
        return Locale.getDefault().getLanguage();
    }

    public static void setDisplayLanguageCode(String displayLanguageCode) {
        Gamebase.displayLanguageCode = displayLanguageCode;
    }

    public static String getDisplayLanguageCode() {
        return displayLanguageCode;
    }

    /** No USIM here: the empty string, as a device without one gives. */
    public static String getCountryCodeOfUSIM() {
        return "";
    }

    public static String getCountryCodeOfDevice() {
        return Locale.getDefault().getCountry();
    }

    public static String getCountryCode() {
        String usim = getCountryCodeOfUSIM();
        return usim.isEmpty() ? getCountryCodeOfDevice() : usim;
    }

    public static void addEventHandler(GamebaseEventHandler handler) {
        EVENT_HANDLERS.add(handler);
    }

    public static void removeEventHandler(GamebaseEventHandler handler) {
        EVENT_HANDLERS.remove(handler);
    }

    public static void removeAllEventHandler() {
        EVENT_HANDLERS.clear();
    }

    /** The launching API: what initialisation learnt about the game's status. */
    public static final class Launching {
        private Launching() {
        }

        public static LaunchingInfo getLaunchingInformations() {
            LaunchingInfo info = new LaunchingInfo();
            info.statusCode = initialized ? LaunchingStatus.IN_SERVICE : LaunchingStatus.INTERNAL_SERVER_ERROR;
            info.statusMessage = initialized ? "in service" : "not initialized";
            return info;
        }
    }

    /** Withdrawal with a grace period, during which the user can cancel it. */
    public static final class TemporaryWithdrawal {
        private TemporaryWithdrawal() {
        }

        /** Withdraws after seven days of grace. */
        public static void requestWithdrawal(@NonNull Activity activity, @Nullable GamebaseDataCallback<TemporaryWithdrawalInfo> callback) {
            if (session == null) { if (callback != null) callback.onCallback(null, new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
            TemporaryWithdrawalInfo info = new TemporaryWithdrawalInfo();
            info.gracePeriodDate = System.currentTimeMillis() + 7 * 86_400_000L;
            if (callback != null) callback.onCallback(info, null);
        }

        public static void cancelWithdrawal(@NonNull Activity activity, @Nullable GamebaseCallback callback) {
            if (callback != null) callback.onCallback(session == null ? new GamebaseException(GamebaseError.NOT_LOGGED_IN) : null);
        }

        public static void withdrawImmediately(@NonNull Activity activity, @Nullable GamebaseCallback callback) {
            withdraw(activity, callback != null ? callback : exception -> { });
        }
    }

    /** The customer-service page. */
    public static final class Contact {
        private Contact() {
        }

        public static void openContact(@NonNull Activity activity, @Nullable GamebaseCallback onCloseCallback) {
            openContact(activity, new ContactConfiguration(), onCloseCallback);
        }

        /** No browser here: the page closes at once, or fails as an invalid URL would when the console has none. */
        public static void openContact(@NonNull Activity activity, @NonNull ContactConfiguration configuration, @Nullable GamebaseCallback onCloseCallback) {
            if (onCloseCallback != null) onCloseCallback.onCallback(initialized ? null : new GamebaseException(GamebaseError.NOT_INITIALIZED));
        }

        public static void requestContactURL(@NonNull GamebaseDataCallback<String> callback) {
            requestContactURL(new ContactConfiguration(), callback);
        }

        public static void requestContactURL(@NonNull ContactConfiguration configuration, @NonNull GamebaseDataCallback<String> callback) {
            if (!initialized) { callback.onCallback(null, new GamebaseException(GamebaseError.NOT_INITIALIZED)); return; }
            callback.onCallback(null, new GamebaseException(GamebaseError.UI_CONTACT_FAIL_INVALID_URL));
        }
    }

    /** The store's age signals; no store answers in memory. */
    public static final class AgeSignals {
        private AgeSignals() {
        }

        public static void checkAgeSignals(@NonNull Context context, @NonNull GamebaseAgeSignalsRequest request,
                                           @NonNull GamebaseDataCallback<GamebaseAgeSignalsResult> callback) {
            callback.onCallback(null, new GamebaseException(GamebaseError.NOT_SUPPORTED));
        }
    }

    /** Log & Crash: logs kept in memory with the user fields set, each told to the listener. */
    public static final class Logger {
        private Logger() {
        }

        private static LoggerConfiguration configuration;
        private static LoggerListener listener;
        private static final Map<String, Object> USER_FIELDS = new TreeMap<>();

        public static void initialize(Context context, LoggerConfiguration configuration) {
            Logger.configuration = configuration;
        }

        public static void debug(String message) { log(message, Collections.emptyMap()); }
        public static void info(String message) { log(message, Collections.emptyMap()); }
        public static void warn(String message) { log(message, Collections.emptyMap()); }
        public static void error(String message) { log(message, Collections.emptyMap()); }
        public static void fatal(String message) { log(message, Collections.emptyMap()); }

        public static void debug(String message, Map<String, String> userFields) { log(message, userFields); }
        public static void info(String message, Map<String, String> userFields) { log(message, userFields); }
        public static void warn(String message, Map<String, String> userFields) { log(message, userFields); }
        public static void error(String message, Map<String, String> userFields) { log(message, userFields); }
        public static void fatal(String message, Map<String, String> userFields) { log(message, userFields); }

        public static void debug(String format, Object... args) { log(String.format(format, args), Collections.emptyMap()); }
        public static void info(String format, Object... args) { log(String.format(format, args), Collections.emptyMap()); }
        public static void warn(String format, Object... args) { log(String.format(format, args), Collections.emptyMap()); }
        public static void error(String format, Object... args) { log(String.format(format, args), Collections.emptyMap()); }
        public static void fatal(String format, Object... args) { log(String.format(format, args), Collections.emptyMap()); }

        public static void setUserField(String field, Object value) {
            USER_FIELDS.put(field, value);
        }

        public static void setLoggerListener(LoggerListener listener) {
            Logger.listener = listener;
        }

        public static void report(String message, Throwable throwable) {
            report(message, throwable, Collections.emptyMap());
        }

        public static void report(String message, Throwable throwable, Map<String, String> userFields) {
            log(message + ": " + throwable, userFields);
        }

        /** What would be sent: the message with the user fields set for every log and those of this one. */
        private static void log(String message, Map<String, String> userFields) {
            if (listener == null) return;
            Map<String, Object> fields = new TreeMap<>(USER_FIELDS);
            fields.putAll(userFields);
            if (configuration == null) listener.onError(message, "the logger is not initialized");
            else listener.onSuccess(fields.isEmpty() ? message : message + " " + fields);
        }
    }

    /** Push registration, kept in memory as the Gamebase server would keep it. */
    public static final class Push {
        private Push() {
        }

        private static PushConfiguration registered;
        private static GamebaseNotificationOptions options = new GamebaseNotificationOptions();

        public static void registerPush(@NonNull Activity activity, @NonNull PushConfiguration configuration, @NonNull GamebaseCallback callback) {
            registerPush(activity, configuration, options, callback);
        }

        public static void registerPush(@NonNull Activity activity, @NonNull PushConfiguration configuration,
                                        @NonNull GamebaseNotificationOptions notificationOptions, @NonNull GamebaseCallback callback) {
            if (session == null) { callback.onCallback(new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
            registered = configuration;
            options = notificationOptions;
            callback.onCallback(null);
        }

        public static GamebaseNotificationOptions getNotificationOptions(@NonNull Context context) {
            return options;
        }

        public static void queryTokenInfo(@NonNull Activity activity, @NonNull GamebaseDataCallback<GamebasePushTokenInfo> callback) {
            if (registered == null) {
                callback.onCallback(null, new GamebaseException(GamebaseError.PUSH_EXTERNAL_LIBRARY_ERROR, NhnCloudPushError.TOKEN_NOT_REGISTERED));
                return;
            }
            GamebasePushTokenInfo info = new GamebasePushTokenInfo();
            info.pushType = "FCM";
            info.token = session == null ? "" : session.accessToken;
            info.userId = session == null ? "" : session.userId;
            callback.onCallback(info, null);
        }

        public static void queryPush(@NonNull Activity activity, @NonNull GamebaseDataCallback<PushConfiguration> callback) {
            if (session == null) { callback.onCallback(null, new GamebaseException(GamebaseError.NOT_LOGGED_IN)); return; }
            callback.onCallback(registered, null);
        }
    }

    /** The game-notice screen; no screen here, so it closes at once. */
    public static final class GameNotice {
        private GameNotice() {
        }

        public static void openGameNotices(@NonNull Activity activity, @Nullable GamebaseCallback onCloseCallback) {
            openGameNotices(activity, null, onCloseCallback);
        }

        public static void openGameNotices(@NonNull Activity activity, @Nullable GameNoticeConfiguration configuration, @Nullable GamebaseCallback onCloseCallback) {
            if (onCloseCallback != null) onCloseCallback.onCallback(initialized ? null : new GamebaseException(GamebaseError.NOT_INITIALIZED));
        }
    }

    /** The console's image notices; none are registered in memory, so they close at once. */
    public static final class ImageNotice {
        private ImageNotice() {
        }

        public static void showImageNotices(@NonNull Activity activity, @Nullable GamebaseCallback onCloseCallback) {
            showImageNotices(activity, null, onCloseCallback, null);
        }

        public static void showImageNotices(@NonNull Activity activity, @Nullable ImageNoticeConfiguration configuration,
                                            @Nullable GamebaseCallback onCloseCallback, @Nullable GamebaseDataCallback<String> onEvent) {
            if (onCloseCallback != null) onCloseCallback.onCallback(initialized ? null : new GamebaseException(GamebaseError.NOT_INITIALIZED));
        }

        public static void closeImageNotices(@NonNull Activity activity) {
        }
    }

    /** The console's terms; none are registered in memory, so no terms window ever shows. */
    public static final class Terms {
        private Terms() {
        }

        public static void showTermsView(@NonNull Activity activity, @Nullable GamebaseDataCallback<GamebaseDataContainer> callback) {
            showTermsView(activity, null, callback);
        }

        public static void showTermsView(@NonNull Activity activity, @Nullable GamebaseTermsConfiguration configuration,
                                         @Nullable GamebaseDataCallback<GamebaseDataContainer> callback) {
            if (callback != null) callback.onCallback(null, new GamebaseException(GamebaseError.UI_TERMS_NOT_EXIST_IN_CONSOLE));
        }

        public static void queryTerms(@NonNull Activity activity, @NonNull GamebaseDataCallback<GamebaseQueryTermsResult> callback) {
            callback.onCallback(null, new GamebaseException(GamebaseError.UI_TERMS_NOT_EXIST_IN_CONSOLE));
        }

        public static void updateTerms(@NonNull Activity activity, @NonNull GamebaseUpdateTermsConfiguration configuration, @Nullable GamebaseCallback callback) {
            if (callback != null) callback.onCallback(new GamebaseException(GamebaseError.UI_TERMS_UNREGISTERED_SEQ));
        }

        public static boolean isShowingTermsView() {
            return false;
        }
    }

    /** Web pages; no browser here, so a page closes at once and an empty URL is refused. */
    public static final class WebView {
        private WebView() {
        }

        public static void showWebView(Activity activity, String urlString, GamebaseWebViewConfiguration configuration, GamebaseCallback onCloseCallback,
                                       List<String> schemeList, GamebaseDataCallback<String> onEvent) {
            if (onCloseCallback == null) return;
            onCloseCallback.onCallback(urlString == null || urlString.isEmpty() ? new GamebaseException(GamebaseError.WEBVIEW_INVALID_URL) : null);
        }

        public static void closeWebView(Activity activity) {
        }

        public static void openWebBrowser(Activity activity, String urlString) {
        }
    }

    /** Alert dialogs and toasts; no screen here, so nothing shows. */
    public static final class Util {
        private Util() {
        }

        public static void showAlertDialog(Activity activity, String title, String message) {
            showAlertDialog(activity, title, message, "OK", null);
        }

        public static void showAlertDialog(Activity activity, String title, String messsage, String okButtonText, DialogInterface.OnClickListener clickListener) {
        }

        public static void showToast(Activity activity, String message, int duration) {
        }
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
