package sample.gamebase;

/** The callback of an asynchronous API that gives no data: null on success, the exception when the call failed. */
public interface GamebaseCallback {
    void onCallback(GamebaseException exception);
}
