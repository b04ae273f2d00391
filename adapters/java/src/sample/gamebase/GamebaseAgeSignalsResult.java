package sample.gamebase;

/** The store's answer to an age-signals check. */
public class GamebaseAgeSignalsResult {
    @Nullable
    public String userStatus;
    @Nullable
    public Integer ageLower;
    @Nullable
    public Integer ageUpper;
}
