import Foundation
import Testing
import TestSupport

/// The Java adapter of adapters/java, compiled with the system JDK, passes every case of the Android purchase page through
/// `guidespec conform`. Its cases come from the corpus page (extracted and recorded in a temporary folder), so the test is
/// skipped, with a message, when `../shared` is absent.
@Suite struct JavaAdapterCLITests {
    static let adapterFolder = Paths.packageRoot.appendingPathComponent("adapters/java")

    @Test func passesEveryCaseOfTheAndroidPurchasePage() throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent; the Android purchase page's cases come from it")
            return
        }
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let classes = folder.appendingPathComponent("classes")
        let build = try Self.run("/bin/sh", [Self.adapterFolder.appendingPathComponent("build.sh").path, classes.path])
        #expect(build.status == 0, "\(build.output)")
        let pages = ["zh", "en", "ko", "ja"].map { Paths.corpus.appendingPathComponent("\($0)/aos-purchase.md").path }
        #expect(try CLITests.run(["extract"] + pages + ["-o", "spec"], in: folder).exitCode == 0)
        #expect(try CLITests.run(["golden", "record", "--specs", "spec", "--golden", "golden"], in: folder, environment: ["CI": nil]).exitCode == 0)
        let cases = try String(contentsOf: folder.appendingPathComponent("golden/aos-purchase.jsonl"), encoding: .utf8).split(separator: "\n").count
        let adapter = "java -cp \(classes.path):/usr/share/java/gson.jar guidespec.adapter.GuideSpecAdapter"
        let run = try CLITests.run(["conform", "--adapter", adapter, "--golden", "golden"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == """
            adapter: guidespec-java-adapter 1.0.0 (java, android)
            \(cases) cases: \(cases) passed, 0 failed, 0 errored, 0 skipped, 0 expected failures

            """)
        #expect(cases > 100, "error codes, three value objects, the API and the purchase stories of the Android page")
        #expect(try CLITests.run(["smoke", "--adapter", adapter], in: folder).exitCode == 0)
    }

    /// Runs a program; its standard output and error, together, through a file.
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-java-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}
