package sample.gamebase;

/** The terms the console has for this user's country, and their version. */
public class GamebaseQueryTermsResult {
    public int termsSeq;
    @NonNull
    public String termsVersion;
    @NonNull
    public String termsCountryType;
}
