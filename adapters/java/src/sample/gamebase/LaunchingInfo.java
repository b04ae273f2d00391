package sample.gamebase;

/** What initialisation gives: the game's launching status code (one of LaunchingStatus) and its message. */
public class LaunchingInfo {
    public int statusCode;
    @NonNull
    public String statusMessage;
}
