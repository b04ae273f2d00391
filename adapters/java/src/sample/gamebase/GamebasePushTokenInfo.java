package sample.gamebase;

/** The push token registered for this device and the settings registered with it. */
public class GamebasePushTokenInfo {
    @NonNull
    public String pushType;
    @NonNull
    public String token;
    @NonNull
    public String userId;
}
