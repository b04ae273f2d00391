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
        // The fixture answers the bundled golden cases it reads, each after 0.3 s, and starts a child and a detached grandchild.
        let adapter = "python3 \(ConformCLITests.fixture) forking+slow golden/ios-purchase.jsonl \(pids.path)"
        let run = try SignalledRun(["check", "--adapter", adapter], in: Paths.packageRoot, pids: pids, signal: signal)
        #expect(run.adapterProcesses.count == 3)
        #expect(run.terminationReason == .uncaughtSignal)
        #expect(run.terminationStatus == signal)
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(run.standardOutput.hasPrefix("ok   spec "), "the steps before conformance ran as usual")
        #expect(run.standardOutput.contains("adapter failure: not run: interrupted by \(name)\n"))
        #expect(run.standardOutput.contains("\ncheck: failed"))
        #expect(run.adapterProcesses.filter(ProcessProbe.isRunning).isEmpty, "an adapter process outlived guidespec")
    }
}
