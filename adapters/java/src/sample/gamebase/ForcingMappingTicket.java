package sample.gamebase;

/** What AUTH_ADD_MAPPING_ALREADY_MAPPED_TO_OTHER_MEMBER carries, to map the IdP forcibly or change login to it. */
public class ForcingMappingTicket {
    @NonNull
    public String userId;
    @NonNull
    public String idPCode;
    @NonNull
    public String forcingMappingKey;
    public long expirationDate;
}
