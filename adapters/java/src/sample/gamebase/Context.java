package sample.gamebase;

/** Stands in for android.content.Context, which the logger, push options and age-signals APIs take. */
public class Context {
}
