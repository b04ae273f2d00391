package sample.gamebase;

/** Options of the customer-service page: the user's name and extra data passed along. */
public class ContactConfiguration {
    @Nullable
    public String userName;
    @Nullable
    public String additionalURL;
}
