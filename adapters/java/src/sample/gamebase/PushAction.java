package sample.gamebase;

/** What the user did with a push notification: its action, the message and the text the user typed. */
public class PushAction {
    @NonNull
    public String actionType;
    @NonNull
    public PushMessage message;
    @Nullable
    public String userText;
}
