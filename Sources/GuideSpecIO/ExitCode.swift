/// The exit codes every GuideSpec command uses.
public enum GuideSpecExit: Int32, Sendable {
    /// All good.
    case success = 0
    /// Nonconformance or drift found.
    case findings = 1
    /// Bad input or usage.
    case badInput = 2
    /// Tool or adapter infrastructure failure.
    case infrastructure = 3
}
