package sample.gamebase;

/** The data of an observer event (launching status, heartbeat, network): a code, a message and extras. */
public class GamebaseEventObserverData {
    public int code;
    @Nullable
    public String message;
    @Nullable
    public String extras;
}
