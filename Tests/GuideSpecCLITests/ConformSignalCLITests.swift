import Foundation
import Testing
import GuideSpecTestSupport

/// SIGINT and SIGTERM to `guidespec conform`: the adapter and every process it started end, the report is written with
/// the cases that ran and the rest marked not run, and guidespec ends by the same signal.
@Suite struct ConformSignalCLITests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalEndsTheAdapterAndItsChildrenAndTheReportIsWritten(signal: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("golden"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = (1...20).map {
            #"""
            {"id":"t/ios/error-codes/c\#($0)","platform":"ios","operation":"error.code-for-name","input":{"name":"C\#($0)"},"expected":{},\#
            "languages":["en"],"sources":[],"disputedBy":[]}
            """#
        }
        try Data((cases.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("golden/cases.jsonl"))
        let pids = folder.appendingPathComponent("pids")
        let run = try SignalledRun(
            [
                "conform", "--adapter", "python3 \(ConformCLITests.fixture) forking+slow golden/cases.jsonl \(pids.path)", "--format", "json",
                "--output", "report.json",
            ], in: folder, pids: pids, signal: signal)
        #expect(run.adapterProcesses.count == 3)
        #expect(run.terminationReason == .uncaughtSignal)
        #expect(run.terminationStatus == signal)
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(run.standardOutput.contains("adapter failure: not run: interrupted by \(name)\n"))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json"))) as? [String: Any])
        let statuses = try #require((report["cases"] as? [[String: Any]])?.map { $0["status"] as? String })
        #expect(statuses.count == 20)
        #expect(statuses.contains("passed"))
        #expect(statuses.last == "errored")
        #expect((report["summary"] as? [String: Any])?["abort"] as? String == "not run: interrupted by \(name)")
        #expect(run.adapterProcesses.filter(ProcessProbe.isRunning).isEmpty, "an adapter process outlived guidespec")
    }
}
