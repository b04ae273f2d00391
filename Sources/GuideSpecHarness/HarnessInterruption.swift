import Foundation
import GuideSpecIO

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
        let ends = (try? ProcessCalls.makeNonBlockingPipe().get()) ?? (read: -1, write: -1)
        (readEnd, writeEnd) = (ends.read, ends.write)
    }

    deinit {
        [readEnd, writeEnd].filter { $0 >= 0 }.forEach { SystemCalls.closeDescriptor($0) }
    }

    /// An interruption that SIGINT, SIGTERM and SIGHUP trigger, for the lifetime of the process; made once.
    public static let terminationSignals: HarnessInterruption = {
        let interruption = HarnessInterruption()
        _ = ProcessCalls.forwardTerminationSignals(to: interruption.writeEnd)
        return interruption
    }()

    /// Triggers the interruption as if `signal` had arrived.
    public func interrupt(signal: Int32) {
        let byte = UInt8(truncatingIfNeeded: signal)
        _ = withUnsafeBytes(of: byte) { SystemCalls.writeSome(writeEnd, $0) }
    }

    /// The first signal received, or nil while none has been.
    public var signal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        var byte: UInt8 = 0
        while withUnsafeMutableBytes(of: &byte, { SystemCalls.readSome(readEnd, into: $0) }) == .read(1) {
            if received == nil { received = Int32(byte) }
        }
        return received
    }

    /// When a signal interrupted the run, ends this process by that signal (after the reports are written), so that the
    /// caller sees what a shell expects (exit status 130 for SIGINT, 143 for SIGTERM); otherwise returns.
    public func endProcessIfSignalled() {
        if let signal { ProcessCalls.raiseWithDefaultAction(signal) }
    }

    /// The descriptor that becomes readable when the interruption is triggered.
    var descriptor: Int32 { readEnd }

    /// `SIGINT`, `SIGTERM`… for a signal number.
    public static func name(of signal: Int32) -> String {
        ProcessEnd.signalNames[signal] ?? "signal \(signal)"
    }
}
