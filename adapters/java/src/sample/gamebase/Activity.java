package sample.gamebase;

/** Stands in for android.app.Activity, which the purchase API takes to show the store's payment sheet. */
public class Activity {
}
