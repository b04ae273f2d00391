import Foundation
import Testing
import TestSupport

/// SIGINT and SIGTERM to `guidespec conform`: the adapter and every process it started end, the report is written with
/// the cases that ran and the rest marked not run, and guidespec ends by the same signal.
@Suite struct ConformSignalCLITests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalEndsTheAdapterAndItsChildrenAndTheReportIsWritten(signal: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("golden"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = (1...20).map { #"{"id":"t/ios/error-codes/c\#($0)","platform":"ios","operation":"error.code-for-name","input":{"name":"C\#($0)"},"expected":{},"languages":["en"],"sources":[],"disputedBy":[]}"# }
        try Data((cases.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("golden/cases.jsonl"))
        let pids = folder.appendingPathComponent("pids")
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = [
            "conform", "--adapter", "python3 \(ConformCLITests.fixture) forking+slow golden/cases.jsonl \(pids.path)", "--format", "json",
            "--output", "report.json",
        ]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        // The adapter, its child and its detached grandchild have started; let a few cases pass.
        let started = ContinuousClock.now
        while (try? ProcessProbe.pids(in: pids).count) ?? 0 < 3, ContinuousClock.now - started < .seconds(30) { usleep(50_000) }
        usleep(1_000_000)
        let adapterProcesses = try ProcessProbe.pids(in: pids)
        #expect(adapterProcesses.count == 3)
        kill(process.processIdentifier, signal)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(text.contains("adapter failure: not run: interrupted by \(name)\n"))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json"))) as? [String: Any])
        let statuses = try #require((report["cases"] as? [[String: Any]])?.map { $0["status"] as? String })
        #expect(statuses.count == 20)
        #expect(statuses.contains("passed"))
        #expect(statuses.last == "errored")
        #expect((report["summary"] as? [String: Any])?["abort"] as? String == "not run: interrupted by \(name)")
        #expect(adapterProcesses.filter(ProcessProbe.isRunning).isEmpty, "an adapter process outlived guidespec")
    }
}
