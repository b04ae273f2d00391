/// The in-memory world's clock, in epoch milliseconds.
final class WorldClock {
    /// Milliseconds in one day.
    static let millisecondsPerDay = 86_400_000

    private(set) var now: Int

    init(now: Int) {
        self.now = now
    }

    /// Moves the clock forward by whole days.
    func advance(days: Int) {
        now += days * Self.millisecondsPerDay
    }
}
