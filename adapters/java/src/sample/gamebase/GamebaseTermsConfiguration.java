package sample.gamebase;

/** Options of the terms window: whether to show it even when the user has agreed. */
public class GamebaseTermsConfiguration {
    public boolean forceShow;
}
