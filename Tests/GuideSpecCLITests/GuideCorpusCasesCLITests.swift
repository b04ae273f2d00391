import Foundation
import GuideSpecTestSupport
import Testing

/// Issue 29's "done when" on the public Gamebase guide: a copy of it with the project file `guidespec init` writes, plus
/// the platforms and the language the others are translated from, gets every platform's golden cases from one command, `conform --platform android`
/// runs the Java adapter
/// over them with no other step, and `check` runs it too. Skipped, with a message, without ../shared.
@Suite struct GuideCorpusCasesCLITests {
    /// What `init` cannot decide about the Gamebase guide: its platforms (by page-name prefix), the name prefixes that are
    /// not part of a neutral name, and its error-code page.
    static let platforms = """

        platforms:
          ios: {label: iOS, pages: ["ios-*"], code: objectivec, error-name: last}
          android: {label: Android, pages: ["aos-*"], code: java}
          unity: {label: Unity, pages: ["unity-*"], code: csharp}
          unreal: {label: Unreal, pages: ["unreal-*"], code: cpp}
        names:
          prefixes: [TCGB, Gamebase]
        roles:
          error-codes: error-code

        """

    /// Copies the guide to `folder` with the project file `init` writes there, `platforms` added and zh first in
    /// `languages.order`: the source the others are translated from decides, as in the bundled guide's project file.
    static func copyGuide(to folder: URL) throws {
        try FileManager.default.copyItem(at: Paths.corpus, to: folder)
        #expect(try CLITests.run(["init"], in: folder).exitCode == 0)
        let project = folder.appendingPathComponent("guidespec.yml")
        let written = try String(contentsOf: project, encoding: .utf8)
        #expect(written.contains("  order: [ja, en, ko, zh]\n"), "init orders the languages by number of pages")
        let decided = written.replacingOccurrences(of: "  order: [ja, en, ko, zh]\n", with: "  order: [zh, en, ko, ja]\n")
        try Data((decided + platforms).utf8).write(to: project)
    }

    @Test func oneCommandGivesEveryPlatformsCasesAndTheJavaAdapterRunsOverThem() throws {
        guard Paths.corpusAvailable else {
            print("skipped: ../shared/corpus is absent; the guide whose cases are recorded is there")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-guide-cases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.copyGuide(to: folder)
        let project = folder.appendingPathComponent("guidespec.yml")
        let classes = folder.appendingPathComponent("classes")
        let build = try JavaAdapterCLITests.run("/bin/sh", [JavaAdapterCLITests.adapterFolder.appendingPathComponent("build.sh").path, classes.path])
        #expect(build.status == 0, "\(build.output)")
        let adapter = "java -cp \(classes.path):/usr/share/java/gson.jar guidespec.adapter.GuideSpecAdapter"
        let expectations = JavaAdapterCLITests.adapterFolder.appendingPathComponent("expectations.json").path
        let summary = """
            adapter: guidespec-java-adapter 1.0.0 (java, android)
            935 cases: 931 passed, 4 failed, 0 errored, 0 skipped, 4 expected failures; not run: 860 of ios, 935 of unity, \
            1274 of unreal (other platforms)

            """

        // Straight from the guide: no golden folder, the cases built in memory.
        let fromPages = try CLITests.run(["conform", "--platform", "android", "--expectations", expectations, "--adapter", adapter], in: folder)
        #expect(fromPages.exitCode == 0, "\(fromPages.standardOutput)\(fromPages.standardError)")
        #expect(fromPages.standardOutput == summary)

        let record = try CLITests.run(["golden", "record"], in: folder, environment: ["CI": nil])
        #expect(record.exitCode == 0, "\(record.standardError)")
        var perPlatform: [String: Int] = [:]
        let golden = folder.appendingPathComponent("golden")
        for name in try FileManager.default.contentsOfDirectory(atPath: golden.path) {
            for line in try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8).split(separator: "\n") {
                perPlatform[String(try #require(line.firstMatch(of: #/"platform":"([a-z]+)"/#)?.output.1)), default: 0] += 1
            }
        }
        #expect(perPlatform == ["ios": 860, "android": 935, "unity": 935, "unreal": 1274], "the README's table")
        let recorded = try CLITests.run(["conform", "--platform", "android", "--expectations", expectations, "--adapter", adapter], in: folder)
        #expect(recorded.exitCode == 0, "\(recorded.standardOutput)\(recorded.standardError)")
        #expect(recorded.standardOutput == summary)

        // check runs the adapter the project file names, with its known failures, against its platform's cases.
        try FileManager.default.copyItem(atPath: expectations, toPath: folder.appendingPathComponent("java-expectations.json").path)
        // init wrote paths: with the baseline drift reads and writes; the adapter goes beside it.
        let baseline = "  baseline: drift/baseline.json\n"
        let paths =
            baseline + "  generated-tests: Tests/Generated\n  adapters:\n    - command: \"\(adapter)\"\n      expectations: java-expectations.json\n"
        let named = try String(contentsOf: project, encoding: .utf8)
        #expect(named.contains("\npaths:\n") && named.contains(baseline), "\(named)")
        try Data(named.replacingOccurrences(of: baseline, with: paths).utf8).write(to: project)
        for arguments in [["extract"], ["drift", "--update-baseline", "--reason", "the guide as it is"], ["generate-tests"]] {
            let run = try CLITests.run(arguments, in: folder)
            #expect(run.exitCode == 0, "\(arguments): \(run.standardError)")
        }
        let check = try CLITests.run(["check"], in: folder)
        #expect(check.exitCode == 0, "\(check.standardOutput)\(check.standardError)")
        #expect(
            check.standardOutput.hasSuffix(
                """
                ok   golden           29 golden files match the specs
                ok   generated-tests  24 generated files match the specs
                ok   conformance      guidespec-java-adapter 1.0.0 (java, android): 931 of 935 cases pass, 4 known failures listed in \
                java-expectations.json
                check: passed (5 steps)

                """), "\(check.standardOutput)")
    }
}
