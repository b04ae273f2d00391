package sample.gamebase;

/** A received push message. */
public class PushMessage {
    @NonNull
    public String id;
    @Nullable
    public String title;
    @Nullable
    public String body;
    @NonNull
    public String extras;
}
