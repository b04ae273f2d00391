package sample.gamebase;

/** How renewTransferAccount renews the account: with the id and password given, or issued anew when they are null. */
public class TransferAccountRenewConfiguration {
    @Nullable
    public String accountId;
    @Nullable
    public String accountPassword;
}
