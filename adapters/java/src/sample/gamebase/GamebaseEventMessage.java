package sample.gamebase;

/** One event: its category and, as a JSON string, its data. */
public class GamebaseEventMessage {
    @NonNull
    public String category;
    @Nullable
    public String data;
}
