/// The time limits of one run: the per-reply timeout, the deadline of the whole run, and the interruption that ends it early.
struct RunClock {
    /// Seconds for the handshake and for each reply.
    let timeout: Double
    /// Seconds the whole run may take.
    let deadlineSeconds: Double
    /// When the run must end.
    let deadline: ContinuousClock.Instant
    let interruption: HarnessInterruption?

    /// Starts the clock now. A wait longer than `HarnessOptions.longestWait` (which the command line refuses) waits that long,
    /// so that no value can trap in `Duration`.
    init(timeout: Double, deadlineSeconds: Double, interruption: HarnessInterruption?) {
        self.timeout = min(timeout, HarnessOptions.longestWait)
        self.deadlineSeconds = min(deadlineSeconds, HarnessOptions.longestWait)
        deadline = .now + .seconds(self.deadlineSeconds)
        self.interruption = interruption
    }

    /// When a wait that started at some instant must end.
    struct Limit {
        let instant: ContinuousClock.Instant
        /// True when the run's deadline comes before the timeout.
        let isRunDeadline: Bool
    }

    /// The earlier of `start` plus the timeout and the run's deadline.
    func limit(from start: ContinuousClock.Instant) -> Limit {
        let timeout = start + .seconds(self.timeout)
        return timeout < deadline ? Limit(instant: timeout, isRunDeadline: false) : Limit(instant: deadline, isRunDeadline: true)
    }

    /// Whether the run's deadline has passed.
    var isPastDeadline: Bool { ContinuousClock.now >= deadline }
}
