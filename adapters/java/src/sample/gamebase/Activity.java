package sample.gamebase;

/** Stands in for android.app.Activity (a Context), which most APIs take to show their screens. */
public class Activity extends Context {
}
