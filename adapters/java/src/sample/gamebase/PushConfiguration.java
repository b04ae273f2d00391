package sample.gamebase;

/** The user's push settings: pushes at all, advertising pushes, night advertising pushes. */
public class PushConfiguration {
    public boolean pushEnabled;
    public boolean adAgreement;
    public boolean adAgreementNight;
}
