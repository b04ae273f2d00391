package sample.gamebase;

/** Options of the image notices: background colour and timeout. */
public class ImageNoticeConfiguration {
    public long backgroundColor;
    public long timeoutMs = 5000;
}
