import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request to stop a run early, such as SIGINT or SIGTERM: the harness ends the adapter and records the cases left as not run.
///
/// It is a pipe the harness polls beside the adapter's output, so a signal wakes a waiting run at once.
public final class HarnessInterruption: @unchecked Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32
    private let lock = NSLock()
    private var received: Int32?

    /// An interruption that only `interrupt(signal:)` triggers.
    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    deinit {
        [readEnd, writeEnd].filter { $0 >= 0 }.forEach { _ = close($0) }
    }

    /// An interruption that SIGINT, SIGTERM and SIGHUP trigger, for the lifetime of the process; made once.
    public static let terminationSignals: HarnessInterruption = {
        let interruption = HarnessInterruption()
        _ = ProcessControl.forwardTerminationSignals(to: interruption.writeEnd)
        return interruption
    }()

    /// Triggers the interruption as if `signal` had arrived.
    public func interrupt(signal: Int32) {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(writeEnd, &byte, 1)
    }

    /// The first signal received, or nil while none has been.
    public var signal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 {
            if received == nil { received = Int32(byte) }
        }
        return received
    }

    /// When a signal interrupted the run, ends this process by that signal (after the reports are written), so that the
    /// caller sees what a shell expects (exit status 130 for SIGINT, 143 for SIGTERM); otherwise returns.
    public func endProcessIfSignalled() {
        if let signal { raiseWithDefaultAction(signal) }
    }

    /// The descriptor that becomes readable when the interruption is triggered.
    var descriptor: Int32 { readEnd }

    /// `SIGINT`, `SIGTERM`… for a signal number.
    public static func name(of signal: Int32) -> String {
        ProcessEnd.signalNames[signal] ?? "signal \(signal)"
    }
}

/// Flushes what this process buffered for its output, restores the default action of signal `number` and raises it.
private func raiseWithDefaultAction(_ number: Int32) {
    _ = fflush(nil)
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}
