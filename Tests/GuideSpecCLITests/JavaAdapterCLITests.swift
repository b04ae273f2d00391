import Foundation
import Testing
import TestSupport

/// The Java adapter of adapters/java, compiled with the system JDK, passes every Android case of the Android purchase page
/// and the error-code page through `guidespec conform`. Its cases come from the corpus pages (extracted and recorded in a
/// temporary folder), so the test is skipped, with a message, when `../shared` is absent.
@Suite struct JavaAdapterCLITests {
    static let adapterFolder = Paths.packageRoot.appendingPathComponent("adapters/java")

    @Test func passesEveryAndroidCaseOfItsPages() throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent; the Android pages' cases come from it")
            return
        }
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let classes = folder.appendingPathComponent("classes")
        let build = try Self.run("/bin/sh", [Self.adapterFolder.appendingPathComponent("build.sh").path, classes.path])
        #expect(build.status == 0, "\(build.output)")
        let pages = ["aos-purchase", "error-code"].flatMap { page in
            ["zh", "en", "ko", "ja"].map { Paths.corpus.appendingPathComponent("\($0)/\(page).md").path }
        }
        #expect(try CLITests.run(["extract"] + pages + ["-o", "spec"], in: folder).exitCode == 0)
        #expect(try CLITests.run(["golden", "record", "--specs", "spec", "--golden", "golden"], in: folder, environment: ["CI": nil]).exitCode == 0)
        let platforms = try ["aos-purchase", "error-code"].flatMap { page in
            try String(contentsOf: folder.appendingPathComponent("golden/\(page).jsonl"), encoding: .utf8).split(separator: "\n")
                .map { line in try #require(line.firstMatch(of: #/"platform":"([a-z]+)"/#)?.output.1) }
        }
        let cases = platforms.filter { $0 == "android" }.count
        let others = ["ios", "unity", "unreal"].map { platform in "\(platforms.filter { $0 == platform }.count) of \(platform)" }
        let adapter = "java -cp \(classes.path):/usr/share/java/gson.jar guidespec.adapter.GuideSpecAdapter"
        let run = try CLITests.run(["conform", "--adapter", adapter, "--golden", "golden"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == """
            adapter: guidespec-java-adapter 1.0.0 (java, android)
            \(cases) cases: \(cases) passed, 0 failed, 0 errored, 0 skipped, 0 expected failures; not run: \(others.joined(separator: ", ")) (other platforms)

            """)
        #expect(cases > 300, "the Android page's error codes, value objects, API and purchase stories, and the error-code page's Android names")
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
