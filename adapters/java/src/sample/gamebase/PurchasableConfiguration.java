package sample.gamebase;

/** Options of the list APIs; the guide's example builds it with no option set. */
public class PurchasableConfiguration {
    public static PurchasableConfiguration newBuilder() {
        return new PurchasableConfiguration();
    }
}
