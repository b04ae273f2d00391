/// The version of the GuideSpec tool, written into report headers.
public enum GuideSpecVersion {
    public static let tool = "0.1.0"
}
