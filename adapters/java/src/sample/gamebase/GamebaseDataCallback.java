package sample.gamebase;

/** The callback of an asynchronous API: the data, or the exception when the call failed. */
public interface GamebaseDataCallback<T> {
    void onCallback(T data, GamebaseException exception);
}
