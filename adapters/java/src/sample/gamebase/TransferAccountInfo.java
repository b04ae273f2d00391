package sample.gamebase;

/** A transfer account: the id and password another device logs in with to take over this account. */
public class TransferAccountInfo {
    @NonNull
    public String accountId;
    @NonNull
    public String accountPassword;
    public long validUntil;
}
