package sample.gamebase;

/** Receives the events Gamebase sends: server pushes, observer changes, purchases and pushes. */
public interface GamebaseEventHandler {
    void onReceive(GamebaseEventMessage message);
}
