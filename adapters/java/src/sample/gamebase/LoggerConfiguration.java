package sample.gamebase;

/** How the logger sends logs: the app key of the Log & Crash project. */
public class LoggerConfiguration {
    @NonNull
    public String appKey;
    public boolean enableCrashReporter = true;
}
