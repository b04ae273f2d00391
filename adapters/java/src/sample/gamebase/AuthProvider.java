package sample.gamebase;

/** The identity providers a user logs in with, as the authentication guide writes them (`AuthProvider.GUEST`). */
public final class AuthProvider {
    public static final AuthProvider GUEST = new AuthProvider("guest");
    public static final AuthProvider GOOGLE = new AuthProvider("google");
    public static final AuthProvider FACEBOOK = new AuthProvider("facebook");
    public static final AuthProvider APPLEID = new AuthProvider("appleid");

    private final String name;

    private AuthProvider(String name) {
        this.name = name;
    }

    /** The provider's name as the Gamebase server knows it. */
    public String getName() {
        return name;
    }
}
