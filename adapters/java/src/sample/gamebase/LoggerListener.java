package sample.gamebase;

/** Told whether each log was sent, filtered, saved or failed. */
public interface LoggerListener {
    void onSuccess(String message);

    void onError(String message, String cause);
}
