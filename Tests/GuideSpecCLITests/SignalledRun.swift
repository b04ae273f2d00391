import Foundation
import GuideSpecTestSupport

/// A guidespec run sent `signal` once its adapter, the adapter's child and its detached grandchild have written their
/// pids to `pids` and a second more has passed (the fixture adapter's `forking` mode): what the signal tests of
/// conform and check share.
struct SignalledRun {
    /// What guidespec printed on standard output.
    let standardOutput: String
    let terminationReason: Process.TerminationReason
    let terminationStatus: Int32
    /// The adapter's processes when the signal was sent.
    let adapterProcesses: [pid_t]

    init(_ arguments: [String], in folder: URL, pids: URL, signal: Int32) throws {
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let started = ContinuousClock.now
        while (try? ProcessProbe.pids(in: pids).count) ?? 0 < 3, ContinuousClock.now - started < .seconds(60) { usleep(50_000) }
        usleep(1_000_000)
        adapterProcesses = (try? ProcessProbe.pids(in: pids)) ?? []
        kill(process.processIdentifier, signal)
        standardOutput = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        terminationReason = process.terminationReason
        terminationStatus = process.terminationStatus
    }
}
