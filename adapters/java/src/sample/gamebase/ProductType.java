package sample.gamebase;

import java.util.Arrays;
import java.util.List;

/** The product types productType can hold; any other value reads as UNKNOWN, as the guide says. */
public final class ProductType {
    private ProductType() {
    }

    public static final String UNKNOWN = "UNKNOWN";
    public static final String CONSUMABLE = "CONSUMABLE";
    public static final String AUTO_RENEWABLE = "AUTO_RENEWABLE";
    public static final String CONSUMABLE_AUTO_RENEWABLE = "CONSUMABLE_AUTO_RENEWABLE";

    private static final List<String> KNOWN = Arrays.asList(UNKNOWN, CONSUMABLE, AUTO_RENEWABLE, CONSUMABLE_AUTO_RENEWABLE);

    /** The type a server value names, compared exactly; UNKNOWN for anything the SDK does not know. */
    public static String of(String value) {
        return KNOWN.contains(value) ? value : UNKNOWN;
    }

    public static boolean isSubscription(String type) {
        return AUTO_RENEWABLE.equals(type) || CONSUMABLE_AUTO_RENEWABLE.equals(type);
    }

    public static boolean isConsumed(String type) {
        return CONSUMABLE.equals(type) || CONSUMABLE_AUTO_RENEWABLE.equals(type);
    }
}
