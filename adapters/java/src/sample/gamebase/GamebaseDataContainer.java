package sample.gamebase;

/** Data as a JSON string, as the terms window gives the push settings the user agreed to. */
public class GamebaseDataContainer {
    @NonNull
    public String value;
}
