package sample.gamebase;

/**
 * The error codes of the Android SDK, as the guide's error-code page (its Android names) and the Android pages' error tables
 * list them, in the order of their codes.
 */
public final class GamebaseError {
    private GamebaseError() {
    }

    public static final int NOT_INITIALIZED = 1;
    public static final int NOT_LOGGED_IN = 2;
    public static final int INVALID_PARAMETER = 3;
    public static final int INVALID_JSON_FORMAT = 4;
    public static final int USER_PERMISSION = 5;
    public static final int INVALID_MEMBER = 6;
    public static final int BANNED_MEMBER = 7;
    public static final int SAME_REQUESTOR = 8;
    public static final int NOT_GUEST_OR_HAS_OTHERS = 9;
    public static final int NOT_SUPPORTED = 10;
    public static final int NOT_SUPPORTED_ANDROID = 11;
    public static final int ANDROID_ACTIVITY_DESTROYED = 31;
    public static final int ANDROID_ACTIVEAPP_NOT_CALLED = 32;
    public static final int SOCKET_RESPONSE_TIMEOUT = 101;
    public static final int SOCKET_ERROR = 110;
    public static final int SOCKET_UNKNOWN_ERROR = 999;
    public static final int LAUNCHING_SERVER_ERROR = 2001;
    public static final int LAUNCHING_NOT_EXIST_CLIENT_ID = 2002;
    public static final int LAUNCHING_UNREGISTERED_APP = 2003;
    public static final int LAUNCHING_UNREGISTERED_CLIENT = 2004;
    public static final int AUTH_USER_CANCELED = 3001;
    public static final int AUTH_NOT_SUPPORTED_PROVIDER = 3002;
    public static final int AUTH_NOT_EXIST_MEMBER = 3003;
    public static final int AUTH_EXTERNAL_LIBRARY_INITIALIZATION_ERROR = 3006;
    public static final int AUTH_EXTERNAL_LIBRARY_ERROR = 3009;
    public static final int AUTH_ALREADY_IN_PROGRESS_ERROR = 3010;
    public static final int AUTH_INVALID_GAMEBASE_TOKEN = 3011;
    public static final int AUTH_AUTHENTICATION_SERVER_ERROR = 3012;
    public static final int AUTH_TRANSFERACCOUNT_EXPIRED = 3041;
    public static final int AUTH_TRANSFERACCOUNT_BLOCK = 3042;
    public static final int AUTH_TRANSFERACCOUNT_INVALID_ID = 3043;
    public static final int AUTH_TRANSFERACCOUNT_INVALID_PASSWORD = 3044;
    public static final int AUTH_TRANSFERACCOUNT_CONSOLE_NO_CONDITION = 3045;
    public static final int AUTH_TRANSFERACCOUNT_NOT_EXIST = 3046;
    public static final int AUTH_TRANSFERACCOUNT_ALREADY_EXIST_ID = 3047;
    public static final int AUTH_TRANSFERACCOUNT_ALREADY_USED = 3048;
    public static final int AUTH_TOKEN_LOGIN_FAILED = 3101;
    public static final int AUTH_TOKEN_LOGIN_INVALID_TOKEN_INFO = 3102;
    public static final int AUTH_TOKEN_LOGIN_INVALID_LAST_LOGGED_IN_IDP = 3103;
    public static final int AUTH_IDP_LOGIN_FAILED = 3201;
    public static final int AUTH_IDP_LOGIN_INVALID_IDP_INFO = 3202;
    public static final int AUTH_ADD_MAPPING_FAILED = 3301;
    public static final int AUTH_ADD_MAPPING_ALREADY_MAPPED_TO_OTHER_MEMBER = 3302;
    public static final int AUTH_ADD_MAPPING_ALREADY_HAS_SAME_IDP = 3303;
    public static final int AUTH_ADD_MAPPING_INVALID_IDP_INFO = 3304;
    public static final int AUTH_ADD_MAPPING_CANNOT_ADD_GUEST_IDP = 3305;
    public static final int AUTH_ADD_MAPPING_FORCIBLY_NOT_EXIST_KEY = 3311;
    public static final int AUTH_ADD_MAPPING_FORCIBLY_ALREADY_USED_KEY = 3312;
    public static final int AUTH_ADD_MAPPING_FORCIBLY_EXPIRED_KEY = 3313;
    public static final int AUTH_ADD_MAPPING_FORCIBLY_DIFFERENT_IDP = 3314;
    public static final int AUTH_ADD_MAPPING_FORCIBLY_DIFFERENT_AUTHKEY = 3315;
    public static final int AUTH_REMOVE_MAPPING_FAILED = 3401;
    public static final int AUTH_REMOVE_MAPPING_LAST_MAPPED_IDP = 3402;
    public static final int AUTH_REMOVE_MAPPING_LOGGED_IN_IDP = 3403;
    public static final int AUTH_LOGOUT_FAILED = 3501;
    public static final int AUTH_WITHDRAW_FAILED = 3601;
    public static final int AUTH_WITHDRAW_ALREADY_TEMPORARY_WITHDRAW = 3602;
    public static final int AUTH_WITHDRAW_NOT_TEMPORARY_WITHDRAW = 3603;
    public static final int AUTH_NOT_PLAYABLE = 3701;
    public static final int AUTH_UNKNOWN_ERROR = 3999;
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
    public static final int PUSH_EXTERNAL_LIBRARY_ERROR = 5101;
    public static final int PUSH_ALREADY_IN_PROGRESS_ERROR = 5102;
    public static final int PUSH_UNKNOWN_ERROR = 5999;
    public static final int UI_IMAGE_NOTICE_TIMEOUT = 6901;
    public static final int UI_IMAGE_NOTICE_NOT_SUPPORTED_OS = 6902;
    public static final int UI_CONTACT_FAIL_INVALID_URL = 6911;
    public static final int UI_CONTACT_FAIL_FAIL_ISSUE_SHORT_TERM_TICKET = 6912;
    public static final int UI_TERMS_NOT_EXIST_IN_CONSOLE = 6921;
    public static final int UI_TERMS_NOT_EXIST_FOR_DEVICE_COUNTRY = 6922;
    public static final int UI_TERMS_UNREGISTERED_SEQ = 6923;
    public static final int UI_TERMS_ALREADY_IN_PROGRESS_ERROR = 6924;
    public static final int UI_TERMS_ANDROID_DUPLICATED_VIEW = 6925;
    public static final int UI_GAME_NOTICE_FAIL_INVALID_URL = 6941;
    public static final int UI_GAME_NOTICE_FAIL_ANDROID_DUPLICATED_VIEW = 6942;
    public static final int UI_UNKNOWN_ERROR = 6999;
    public static final int WEBVIEW_INVALID_URL = 7001;
    public static final int WEBVIEW_TIMEOUT = 7002;
    public static final int WEBVIEW_HTTP_ERROR = 7003;
    public static final int WEBVIEW_OPENED_NEW_BROWSER_BEFORE_CLOSE = 7004;
    public static final int WEBVIEW_UNKNOWN_ERROR = 7999;
    public static final int SERVER_INTERNAL_ERROR = 8001;
    public static final int SERVER_REMOTE_SYSTEM_ERROR = 8002;
    public static final int SERVER_INVALID_RESPONSE = 8003;
    public static final int SERVER_UNKNOWN_ERROR = 8999;
}
