package sample.gamebase;

/** The purchase error codes of the Android SDK, as the Android purchase guide's error table lists them. */
public final class GamebaseError {
    private GamebaseError() {
    }

    public static final int PURCHASE_NOT_INITIALIZED = 4001;
    public static final int PURCHASE_USER_CANCELED = 4002;
    public static final int PURCHASE_NOT_FINISHED_PREVIOUS_PURCHASING = 4003;
    public static final int PURCHASE_INACTIVE_PRODUCT_ID = 4005;
    public static final int PURCHASE_NOT_EXIST_PRODUCT_ID = 4006;
    public static final int PURCHASE_LIMIT_EXCEEDED = 4007;
    public static final int PURCHASE_PENDING = 4008;
    public static final int PURCHASE_NOT_SUPPORTED_MARKET = 4010;
    public static final int PURCHASE_EXTERNAL_LIBRARY_ERROR = 4201;
    public static final int PURCHASE_UNKNOWN_ERROR = 4999;
}
