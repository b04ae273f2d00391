package sample.gamebase;

import java.util.Arrays;
import java.util.List;

/**
 * The stores the Android SDK sells through, as the PURCHASE_NOT_SUPPORTED_MARKET row lists them: the zh page, which decides,
 * lists AMAZON too.
 */
public final class StoreCode {
    private StoreCode() {
    }

    public static final String GOOGLE = "GG";
    public static final String ONESTORE = "ONESTORE";
    public static final String GALAXY = "GALAXY";
    public static final String AMAZON = "AMAZON";
    public static final String HUAWEI = "HUAWEI";
    public static final String MYCARD = "MYCARD";

    public static final List<String> SUPPORTED = Arrays.asList(GOOGLE, ONESTORE, GALAXY, AMAZON, HUAWEI, MYCARD);
}
