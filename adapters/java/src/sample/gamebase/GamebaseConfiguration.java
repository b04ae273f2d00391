package sample.gamebase;

/** What Gamebase.initialize is configured with, built by GamebaseConfiguration.newBuilder(…).build(). */
public final class GamebaseConfiguration {
    final String appId;
    final String appVersion;
    final String storeCode;
    final String displayLanguageCode;

    private GamebaseConfiguration(Builder builder) {
        appId = builder.appId;
        appVersion = builder.appVersion;
        storeCode = builder.storeCode;
        displayLanguageCode = builder.displayLanguageCode;
    }

    /** A builder for the app's id and version and the store its APK is deployed in. */
    public static Builder newBuilder(String appId, String appVersion, String storeCode) {
        return new Builder(appId, appVersion, storeCode);
    }

    /** Collects the settings; build() makes the configuration. */
    public static final class Builder {
        final String appId;
        final String appVersion;
        final String storeCode;
        String displayLanguageCode = DisplayLanguage.Code.English;

        Builder(String appId, String appVersion, String storeCode) {
            this.appId = appId;
            this.appVersion = appVersion;
            this.storeCode = storeCode;
        }

        /** The language of Gamebase's own screens, one of DisplayLanguage.Code. */
        public Builder setDisplayLanguageCode(String displayLanguageCode) {
            this.displayLanguageCode = displayLanguageCode;
            return this;
        }

        public GamebaseConfiguration build() {
            return new GamebaseConfiguration(this);
        }
    }
}
