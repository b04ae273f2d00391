package sample.gamebase;

/** A failed call: its error code, one of GamebaseError's. */
public class GamebaseException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int code;

    public GamebaseException(int code) {
        super("Gamebase error " + code);
        this.code = code;
    }

    public int getCode() {
        return code;
    }
}
