/// The version of the GuideSpec tool: the one place a release changes, printed by `guidespec --version` and written into
/// every machine-readable report (SARIF's driver, the JSON reports of drift, conform and history, JUnit's properties)
/// and into the Debian package's name (`make deb` reads it from here).
public enum GuideSpecVersion {
    public static let tool = "0.1.0"
}
