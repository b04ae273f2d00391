package sample.gamebase;

/** Stands in for android.content.Intent, the data an activity result carries back. */
public class Intent {
}
