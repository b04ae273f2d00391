import Foundation
import Testing
import GuideSpecTestSupport

/// The Java adapter of adapters/java, compiled with the system JDK, passes every Android case of the guide (the seven Android
/// pages with declarations and the error-code page's Android names) through `guidespec conform`, but for the four its
/// expectations file lists where the guide contradicts itself. Its cases come from the corpus pages (extracted and recorded
/// in a temporary folder), so the test is skipped, with a message, when `../shared` is absent.
@Suite struct JavaAdapterCLITests {
    static let adapterFolder = Paths.packageRoot.appendingPathComponent("adapters/java")
    static let pages = ["aos-authentication", "aos-etc", "aos-initialization", "aos-logger", "aos-purchase", "aos-push", "aos-ui", "error-code"]
    /// The cases the guide contradicts: a value written where a parameter goes, a product type spelt two ways on one page, and
    /// the push SDK's codes against Gamebase's.
    static let expectedFailures = [
        "aos-authentication/android/api-surface/Gamebase.login-Activity-AuthProvider.-DataCallback<AuthToken>",
        "aos-purchase/android/value-objects/PurchasableItem.decode-productType-AUTORENEWABLE",
        "aos-push/android/error-codes/101",
        "aos-push/android/error-codes/INVALID_PARAMETER",
    ]

    @Test func passesEveryAndroidCaseOfItsPages() throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent; the Android pages' cases come from it")
            return
        }
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITests.writeBundledProject(into: folder)
        let classes = folder.appendingPathComponent("classes")
        let build = try Self.run("/bin/sh", [Self.adapterFolder.appendingPathComponent("build.sh").path, classes.path])
        #expect(build.status == 0, "\(build.output)")
        let pages = Self.pages.flatMap { page in
            ["zh", "en", "ko", "ja"].map { Paths.corpus.appendingPathComponent("\($0)/\(page).md").path }
        }
        #expect(try CLITests.run(["extract"] + pages + ["-o", "spec"], in: folder).exitCode == 0)
        #expect(try CLITests.run(["golden", "record", "--specs", "spec", "--golden", "golden"], in: folder, environment: ["CI": nil]).exitCode == 0)
        let platforms = try Self.pages.flatMap { page in
            try String(contentsOf: folder.appendingPathComponent("golden/\(page).jsonl"), encoding: .utf8).split(separator: "\n")
                .map { line in try #require(line.firstMatch(of: #/"platform":"([a-z]+)"/#)?.output.1) }
        }
        let cases = platforms.filter { $0 == "android" }.count
        let others = ["ios", "unity", "unreal"].map { platform in "\(platforms.filter { $0 == platform }.count) of \(platform)" }
        let adapter = "java -cp \(classes.path):/usr/share/java/gson.jar guidespec.adapter.GuideSpecAdapter"
        let expectations = Self.adapterFolder.appendingPathComponent("expectations.json")
        let listed = try JSONSerialization.jsonObject(with: Data(contentsOf: expectations)) as? [String: Any]
        #expect((listed?["expectations"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == Self.expectedFailures)
        let run = try CLITests.run(["conform", "--adapter", adapter, "--golden", "golden", "--expectations", expectations.path], in: folder)
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        let failing = Self.expectedFailures.count
        #expect(
            run.standardOutput == """
                adapter: guidespec-java-adapter 1.0.0 (java, android)
                \(cases) cases: \(cases - failing) passed, \(failing) failed, 0 errored, 0 skipped, \(failing) expected failures; \
                not run: \(others.joined(separator: ", ")) (other platforms)

                """)
        #expect(
            cases == 935,
            "the seven Android pages' error codes, value objects, enums, API and purchase stories, and the error-code page's Android names")
        let unlisted = try CLITests.run(["conform", "--adapter", adapter, "--golden", "golden"], in: folder)
        #expect(unlisted.exitCode == 1, "without the expectations, exactly the listed cases fail")
        let failed = unlisted.standardOutput.split(separator: "\n").compactMap { $0.firstMatch(of: #/^FAILED ([^:]+):/#)?.output.1 }.map(String.init)
        #expect(failed == Self.expectedFailures)
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
