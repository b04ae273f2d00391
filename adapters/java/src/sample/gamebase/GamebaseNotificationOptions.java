package sample.gamebase;

/** How a push is shown while the app is in the foreground. */
public class GamebaseNotificationOptions {
    public boolean foregroundEnabled;
    public boolean badgeEnabled = true;
    public boolean soundEnabled = true;
}
