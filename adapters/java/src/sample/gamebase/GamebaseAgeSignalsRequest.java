package sample.gamebase;

/** What checkAgeSignals asks the store's age-signals service. */
public class GamebaseAgeSignalsRequest {
    @Nullable
    public String nonce;
}
