public import GuideSpecWire

/// How the harness runs an adapter over golden cases.
public struct HarnessOptions: Sendable {
    /// The adapter's argument vector: program, then arguments.
    public var arguments: [String]
    /// Seconds to wait for the handshake and for each reply.
    public var timeout: Double
    /// Seconds the whole run may take; the case in flight then errors and the cases left are not run.
    public var deadline: Double
    /// Stop after this many unexpected failures or errors; the cases left are recorded as skipped.
    public var maximumFailures: Int?
    /// Case ids whose failure is expected; they do not count towards `maximumFailures`.
    public var expectedFailures: Set<String>
    /// Ends the run early when triggered (SIGINT, SIGTERM…), recording the cases left as not run.
    public var interruption: HarnessInterruption?
    /// Only this platform's cases; a run never widens beyond the platform the adapter's hello names.
    public var platform: Platform?
    /// Only cases of pages matching one of these globs (`aos-*`); empty for every page the adapter names.
    public var pages: [String]

    /// The default of `deadline`: ten minutes, well inside the job limits of CI services, far beyond a healthy run.
    public static let defaultDeadline: Double = 600

    /// The longest `timeout` or `deadline`: a week, beyond the job limit of any CI service. A clock cannot hold an infinite
    /// wait, and Swift's `Duration` traps beyond about 1.7e20 seconds, so the command line refuses a longer one where it is
    /// parsed (`isWait`).
    public static let longestWait: Double = 604_800

    /// Whether `seconds` can be a timeout or a deadline: a number more than 0 and at most `longestWait` (not NaN, not infinite).
    public static func isWait(_ seconds: Double) -> Bool {
        seconds > 0 && seconds <= longestWait
    }

    /// Creates options.
    public init(
        arguments: [String], timeout: Double = 10, deadline: Double = defaultDeadline, maximumFailures: Int? = nil,
        expectedFailures: Set<String> = [], interruption: HarnessInterruption? = nil, platform: Platform? = nil, pages: [String] = []
    ) {
        self.arguments = arguments
        self.timeout = timeout
        self.deadline = deadline
        self.maximumFailures = maximumFailures
        self.expectedFailures = expectedFailures
        self.interruption = interruption
        self.platform = platform
        self.pages = pages
    }
}
