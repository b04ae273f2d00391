import Foundation
import GuideSpecTestSupport
import Testing

/// Golden cases for a whole guide from its project file (issue 29): `golden record` and `golden verify` with no arguments
/// build them from every page the layout describes, for every platform its platforms give, into paths.golden; `conform`
/// runs them straight from the pages when no golden folder is there.
@Suite struct GuideCasesCLITests {
    static let fixture = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecHarnessTests/Fixtures/fixture_adapter.py").path

    static func page(_ name: String, code: Int) -> String {
        "# Errors\n\n| Error | Code | Description |\n| --- | --- | --- |\n| \(name) | \(code) | it failed |\n"
    }

    static let project = """
        layout:
          - "docs/{page}.{lang}.md"
        platforms:
          ios: {label: iOS, pages: ["ios-*"]}
          android: {label: Android, pages: ["android-*"]}
        paths:
          golden: cases

        """

    /// A guide of two platforms' pages in two languages, in a suffix layout.
    static func guide() throws -> TestRepository {
        let repository = try TestRepository()
        for language in ["en", "zh"] {
            try repository.write("docs/ios-login.\(language).md", page("LOGIN_FAILED", code: 3001))
            try repository.write("docs/android-login.\(language).md", page("LOGIN_FAILED", code: 3001))
        }
        try repository.write("guidespec.yml", project)
        return repository
    }

    @Test func recordWritesEveryPlatformsCasesAndVerifyComparesThemWithThePages() throws {
        let repository = try Self.guide()
        let refused = try CLITests.run(["golden", "record"], in: repository.folder, environment: ["CI": "true"])
        #expect(refused.exitCode == 2)
        // The refusal names the folder the project file gives, not the repository default.
        #expect(
            refused.standardError
                == "golden record refuses to run on CI (CI=true): record on a developer machine, review the diff and commit cases/\n")
        #expect(!FileManager.default.fileExists(atPath: repository.folder.appendingPathComponent("cases").path))

        let recorded = try CLITests.run(["golden", "record"], in: repository.folder, environment: ["CI": nil])
        #expect(recorded.exitCode == 0, "\(recorded.standardError)")
        #expect(
            recorded.standardOutput == """
                created: cases/android-login.jsonl (4 added, 0 changed, 0 removed)
                  added: android-login/android/error-codes/3001
                  added: android-login/android/error-codes/LOGIN_FAILED
                  added: android-login/android/error-codes/unknown-code
                  added: android-login/android/error-codes/unknown-name
                created: cases/ios-login.jsonl (4 added, 0 changed, 0 removed)
                  added: ios-login/ios/error-codes/3001
                  added: ios-login/ios/error-codes/LOGIN_FAILED
                  added: ios-login/ios/error-codes/unknown-code
                  added: ios-login/ios/error-codes/unknown-name

                """)
        let verified = try CLITests.run(["golden", "verify"], in: repository.folder, environment: ["CI": "true"])
        #expect(verified.exitCode == 0, "\(verified.standardError)")
        #expect(verified.standardOutput == "cases/android-login.jsonl: up to date\ncases/ios-login.jsonl: up to date\n")

        try repository.write("docs/android-login.zh.md", Self.page("LOGIN_FAILED", code: 3002))
        let stale = try CLITests.run(["golden", "verify"], in: repository.folder)
        #expect(stale.exitCode == 1)
        #expect(
            stale.standardOutput.hasPrefix(
                """
                cases/android-login.jsonl: 1 added, 2 changed, 0 removed
                  android-login/android/error-codes/3002: added

                """), "\(stale.standardOutput)")
        #expect(
            stale.standardOutput.contains(
                """
                  android-login/android/error-codes/LOGIN_FAILED: disputedBy: [] → [{"language":"zh","says":"3002"}]
                  android-login/android/error-codes/LOGIN_FAILED: languages: ["en","zh"] → ["en"]
                cases/ios-login.jsonl: up to date
                golden cases are out of date: run guidespec golden record

                """), "\(stale.standardOutput)")
        // The hint works as printed: it records into the project file's folder, after which verify passes.
        let hinted = try CLITests.run(["golden", "record"], in: repository.folder, environment: ["CI": nil])
        #expect(hinted.exitCode == 0, "\(hinted.standardError)")
        #expect(hinted.standardOutput.hasPrefix("updated: cases/android-login.jsonl (1 added, 2 changed, 0 removed)\n"), "\(hinted.standardOutput)")
        #expect(try CLITests.run(["golden", "verify"], in: repository.folder).exitCode == 0)

        // Folders given on the command line are repeated in the hint, quoted for the shell where they need it.
        try FileManager.default.createDirectory(at: repository.folder.appendingPathComponent("old cases"), withIntermediateDirectories: true)
        let elsewhere = try CLITests.run(["golden", "verify", "--golden", "old cases"], in: repository.folder)
        #expect(elsewhere.exitCode == 1)
        #expect(
            elsewhere.standardOutput.hasSuffix("golden cases are out of date: run guidespec golden record --golden 'old cases'\n"),
            "\(elsewhere.standardOutput)")
        let recordedThere = try CLITests.run(["golden", "record", "--golden", "old cases"], in: repository.folder, environment: ["CI": nil])
        #expect(recordedThere.exitCode == 0, "\(recordedThere.standardError)")
        #expect(try CLITests.run(["golden", "verify", "--golden", "old cases"], in: repository.folder).exitCode == 0)
    }

    @Test func conformRunsTheCasesOfThePagesWithNoGoldenFolder() throws {
        let repository = try Self.guide()
        // The fixture answers from a golden file: the Android page's, recorded elsewhere.
        let answers = try CLITests.run(["golden", "record", "--golden", "answers"], in: repository.folder, environment: ["CI": nil])
        #expect(answers.exitCode == 0, "\(answers.standardError)")
        let adapter = "python3 \(Self.fixture) good+platform-android answers/android-login.jsonl"
        let run = try CLITests.run(["conform", "--platform", "android", "--adapter", adapter], in: repository.folder)
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardOutput == """
                adapter: fixture 1.0 (python, android)
                4 cases: 4 passed, 0 failed, 0 errored, 0 skipped, 0 expected failures; not run: 4 of ios (other platforms)

                """)
        #expect(!FileManager.default.fileExists(atPath: repository.folder.appendingPathComponent("cases").path), "nothing is recorded")
    }

    @Test func aPageThatCannotBeReadBuildsNoCase() throws {
        let repository = try Self.guide()
        try repository.write("docs/ios-login.en.md", bytes: [0x23, 0x20, 0xFF, 0x0A])
        let run = try CLITests.run(["golden", "record"], in: repository.folder, environment: ["CI": nil])
        #expect(run.exitCode == 2)
        #expect(
            run.standardError == """
                docs/ios-login.en.md:1: error: invalid UTF-8 at line 1, byte 3: expected UTF-8 text [input.invalid-utf8]; \
                no golden case built: 1 of 4 guide files could not be read (guidespec extract names each)

                """)
        #expect(!FileManager.default.fileExists(atPath: repository.folder.appendingPathComponent("cases").path))
    }
}
