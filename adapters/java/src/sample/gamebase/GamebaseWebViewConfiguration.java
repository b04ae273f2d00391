package sample.gamebase;

/** Options of the web view: its title and whether it shows a navigation bar. */
public class GamebaseWebViewConfiguration {
    @Nullable
    public String title;
    public boolean navigationBarVisible = true;
}
