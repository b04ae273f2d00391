package sample.gamebase;

/** Where to install the required update, as the exception of a login refused for an old version carries it. */
public class UpdateInfo {
    public String installUrl;
    public String message;

    /** The update information of `exception`, or null when it is not about an update. */
    public static UpdateInfo from(GamebaseException exception) {
        if (exception == null || exception.getCode() != GamebaseError.LAUNCHING_UNREGISTERED_CLIENT) return null;
        UpdateInfo info = new UpdateInfo();
        info.installUrl = "";
        info.message = exception.getMessage();
        return info;
    }
}
