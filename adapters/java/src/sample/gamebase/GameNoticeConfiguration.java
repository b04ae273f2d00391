package sample.gamebase;

/** Options of the game-notice screen. */
public class GameNoticeConfiguration {
    public boolean hidesBackButton;
}
