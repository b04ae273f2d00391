/// How the harness runs an adapter over golden cases.
public struct HarnessOptions: Sendable {
    /// The adapter's argument vector: program, then arguments.
    public var arguments: [String]
    /// Seconds to wait for the handshake and for each reply.
    public var timeout: Double
    /// Stop after this many unexpected failures or errors; the cases left are recorded as skipped.
    public var maximumFailures: Int?
    /// Case ids whose failure is expected; they do not count towards `maximumFailures`.
    public var expectedFailures: Set<String>

    /// Creates options.
    public init(arguments: [String], timeout: Double = 10, maximumFailures: Int? = nil, expectedFailures: Set<String> = []) {
        self.arguments = arguments
        self.timeout = timeout
        self.maximumFailures = maximumFailures
        self.expectedFailures = expectedFailures
    }
}
