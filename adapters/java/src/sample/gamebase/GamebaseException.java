package sample.gamebase;

/** A failed call: its error code, one of GamebaseError's, and the failing module's code where it has one. */
public class GamebaseException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int code;
    private final int detailCode;

    public GamebaseException(int code) {
        this(code, 0);
    }

    /** A failure of a module Gamebase calls (such as the NHN Cloud Push SDK): `detailCode` is that module's code. */
    public GamebaseException(int code, int detailCode) {
        super("Gamebase error " + code);
        this.code = code;
        this.detailCode = detailCode;
    }

    public int getCode() {
        return code;
    }

    /** The failing module's own code, 0 when there is none. */
    public int getDetailCode() {
        return detailCode;
    }
}
