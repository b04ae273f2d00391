package sample.gamebase;

/** What a successful login or mapping gives: the user and the Gamebase access token. */
public class AuthToken {
    @NonNull
    public String userId;
    @NonNull
    public String accessToken;
    @NonNull
    public String providerName;
}
