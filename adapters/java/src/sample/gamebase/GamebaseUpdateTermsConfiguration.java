package sample.gamebase;

/** Which terms the user agreed to: the terms' sequence and version. */
public class GamebaseUpdateTermsConfiguration {
    public int termsSeq;
    @NonNull
    public String termsVersion;
}
