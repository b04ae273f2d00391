package sample.gamebase;

/** The launching status codes initialisation reports, as the initialisation guide's table lists them. */
public final class LaunchingStatus {
    private LaunchingStatus() {
    }

    public static final int IN_SERVICE = 200;
    public static final int RECOMMEND_UPDATE = 201;
    public static final int IN_SERVICE_BY_QA_WHITE_LIST = 202;
    public static final int IN_TEST = 203;
    public static final int IN_REVIEW = 204;
    public static final int IN_BETA = 205;
    public static final int REQUIRE_UPDATE = 300;
    public static final int BLOCKED_USER = 301;
    public static final int TERMINATED_SERVICE = 302;
    public static final int INSPECTING_SERVICE = 303;
    public static final int INSPECTING_ALL_SERVICES = 304;
    public static final int INTERNAL_SERVER_ERROR = 500;
}
