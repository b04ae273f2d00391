package sample.gamebase;

/** The languages Gamebase's own screens are shown in. */
public final class DisplayLanguage {
    private DisplayLanguage() {
    }

    /** The display language codes, as the guide lists them. */
    public static final class Code {
        private Code() {
        }

        public static final String German = "de";
        public static final String English = "en";
        public static final String Spanish = "es";
        public static final String Finnish = "fi";
        public static final String French = "fr";
        public static final String Indonesian = "id";
        public static final String Italian = "it";
        public static final String Japanese = "ja";
        public static final String Korean = "ko";
        public static final String Portuguese = "pt";
        public static final String Russian = "ru";
        public static final String Thai = "th";
        public static final String Vietnamese = "vi";
        public static final String Malay = "ms";
        public static final String Chinese_Simplified = "zh-CN";
        public static final String Chinese_Traditional = "zh-TW";
    }
}
