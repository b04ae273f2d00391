import Foundation
import Testing
import GuideSpecTestSupport

/// SIGINT and SIGTERM to `guidespec check`: as for conform, the adapter and every process it started end, the check's
/// report is printed with the conformance step interrupted, and guidespec ends by the same signal.
@Suite struct CheckSignalCLITests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalEndsTheAdapterAndItsChildrenAndTheReportIsPrinted(signal: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-check-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids")
        let process = Process()
        process.executableURL = CLITests.executable
        // The fixture answers the bundled golden cases it reads, each after 0.3 s, and starts a child and a detached grandchild.
        process.arguments = ["check", "--adapter", "python3 \(ConformCLITests.fixture) forking+slow golden/ios-purchase.jsonl \(pids.path)"]
        process.currentDirectoryURL = Paths.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let started = ContinuousClock.now
        while (try? ProcessProbe.pids(in: pids).count) ?? 0 < 3, ContinuousClock.now - started < .seconds(60) { usleep(50_000) }
        usleep(1_000_000)
        let adapterProcesses = try ProcessProbe.pids(in: pids)
        #expect(adapterProcesses.count == 3)
        kill(process.processIdentifier, signal)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(text.hasPrefix("ok   spec "), "the steps before conformance ran as usual")
        #expect(text.contains("adapter failure: not run: interrupted by \(name)\n"))
        #expect(text.contains("\ncheck: failed"))
        #expect(adapterProcesses.filter(ProcessProbe.isRunning).isEmpty, "an adapter process outlived guidespec")
    }
}
