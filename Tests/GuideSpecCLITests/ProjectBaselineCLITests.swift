import Foundation
import GuideSpecTestSupport
import Testing

/// `guidespec drift` in a guide repository reads and writes the baseline its project file names (`paths.baseline`), as
/// `check` holds the guide to it, so that the README's steps need no `--baseline`.
@Suite struct ProjectBaselineCLITests {
    static func page(code: Int) -> String {
        "# Errors\n\n| Error | Code | Description |\n| --- | --- | --- |\n| LOGIN_FAILED | \(code) | the login failed |\n"
    }

    /// A guide in a suffix layout whose two languages disagree on one code, with `project` as its project file.
    static func guide(project: String) throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write("docs/login.en.md", page(code: 3001))
        try repository.write("docs/login.zh.md", page(code: 3002))
        try repository.write("guidespec.yml", project)
        return repository
    }

    static let layout = "layout:\n  - \"docs/{page}.{lang}.md\"\n"

    @Test func driftReadsAndWritesTheBaselineTheProjectFileNames() throws {
        let repository = try Self.guide(project: Self.layout + "paths:\n  baseline: checks/drift.json\n")
        let baseline = repository.folder.appendingPathComponent("checks/drift.json").path

        let first = try CLITests.run(["drift"], in: repository.folder)
        #expect(first.exitCode == 1)
        #expect(
            first.standardError == """
                checks/drift.json: no baseline yet (paths.baseline): every finding is new; accept them with guidespec drift --update-baseline \
                --reason TEXT

                """)
        #expect(first.standardOutput.hasSuffix("drift: 1 new finding, 0 baselined, 0 stale baseline entries\n"), "\(first.standardOutput)")

        let accepted = try CLITests.run(["drift", "--update-baseline", "--reason", "adopted"], in: repository.folder)
        #expect(accepted.exitCode == 0, "\(accepted.standardError)")
        #expect(
            accepted.standardError == """
                added drift.value-mismatch error:LOGIN_FAILED:code (50233406b533d9c9): adopted
                created: checks/drift.json

                """)
        #expect(FileManager.default.fileExists(atPath: baseline))

        let held = try CLITests.run(["drift"], in: repository.folder)
        #expect(held.exitCode == 0, "\(held.standardOutput)\(held.standardError)")
        #expect(held.standardError == "")
        #expect(held.standardOutput == "drift: 0 new findings, 1 baselined, 0 stale baseline entries\n")

        // From a folder below the project file's, the baseline is still the one it names.
        let below = try CLITests.run(["drift", "--update-baseline"], in: repository.folder.appendingPathComponent("docs"))
        #expect(below.exitCode == 0, "\(below.standardError)")
        #expect(below.standardError == "unchanged: ../checks/drift.json\n")

        // check holds the guide to the same file.
        let check = try CLITests.run(["check"], in: repository.folder)
        #expect(
            check.standardOutput.contains("ok   drift            no new drift (1 findings accepted by checks/drift.json)\n"),
            "\(check.standardOutput)")

        // Once the languages agree, the accepted finding is a stale entry of that baseline; --baseline still wins over the
        // project file.
        try repository.write("docs/login.zh.md", Self.page(code: 3001))
        let stale = try CLITests.run(["drift"], in: repository.folder)
        #expect(stale.exitCode == 1)
        // Its hint works as printed: --update-baseline needs no --baseline here.
        #expect(
            stale.standardOutput == """
                stale baseline entries: 1
                  stale baseline entry drift.value-mismatch error:LOGIN_FAILED:code (page login, fingerprint 50233406b533d9c9) matches no finding: \
                remove it or run guidespec drift --update-baseline

                drift: 0 new findings, 0 baselined, 1 stale baseline entry

                """)
        let other = try CLITests.run(["drift", "--baseline", "other.json"], in: repository.folder)
        #expect(other.exitCode == 2)
        #expect(other.standardError.hasPrefix("other.json: "), "\(other.standardError)")
    }

    /// A baseline written while the zh pages sat in `zh-CN/` keeps its reasons once the project file names zh-CN an alias
    /// of zh: fingerprints are made from the canonical language, and `--update-baseline` carries each reason over.
    @Test func anAliasKeepsTheReasonsOfABaselineWrittenBeforeIt() throws {
        let repository = try TestRepository()
        try repository.write("en/login.md", Self.page(code: 3001))
        try repository.write("zh-CN/login.md", Self.page(code: 3002))
        let project = "languages:\n  order: [en, zh-CN]\nlayout:\n  - \"{lang}/**/{page}.md\"\npaths:\n  baseline: drift/baseline.json\n"
        try repository.write("guidespec.yml", project)
        let written = try CLITests.run(["drift", "--update-baseline", "--reason", "zh-CN lags"], in: repository.folder)
        #expect(written.exitCode == 0, "\(written.standardError)")
        #expect(
            written.standardError
                == "added drift.value-mismatch error:LOGIN_FAILED:code (6269ad75a7de24c9): zh-CN lags\ncreated: drift/baseline.json\n")

        try repository.write(
            "guidespec.yml", project.replacingOccurrences(of: "  order: [en, zh-CN]\n", with: "  order: [en, zh]\n  aliases:\n    zh: [zh-CN]\n"))
        // The finding is zh's now: the old entry no longer matches it until the update carries the reason over.
        let renamed = try CLITests.run(["drift"], in: repository.folder)
        #expect(renamed.exitCode == 1)
        #expect(renamed.standardOutput.hasSuffix("drift: 1 new finding, 0 baselined, 1 stale baseline entry\n"), "\(renamed.standardOutput)")
        let carried = try CLITests.run(["drift", "--update-baseline"], in: repository.folder)
        #expect(carried.exitCode == 0, "\(carried.standardError)")
        #expect(
            carried.standardError == """
                kept drift.value-mismatch error:LOGIN_FAILED:code (6269ad75a7de24c9 → 50233406b533d9c9, a language tag is now an alias): zh-CN lags
                updated: drift/baseline.json

                """)
        let baseline = try String(contentsOf: repository.folder.appendingPathComponent("drift/baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"fingerprint\" : \"50233406b533d9c9\"") && baseline.contains("\"reason\" : \"zh-CN lags\""), "\(baseline)")
        let held = try CLITests.run(["drift"], in: repository.folder)
        #expect(held.exitCode == 0, "\(held.standardOutput)")
        #expect(held.standardOutput == "drift: 0 new findings, 1 baselined, 0 stale baseline entries\n")
    }

    @Test func withoutABaselineInTheProjectFileUpdatingNeedsOne() throws {
        let repository = try Self.guide(project: Self.layout)
        let plain = try CLITests.run(["drift"], in: repository.folder)
        #expect(plain.exitCode == 1)
        #expect(plain.standardError == "")
        let update = try CLITests.run(["drift", "--update-baseline", "--reason", "adopted"], in: repository.folder)
        #expect(update.exitCode == 2)
        #expect(
            update.standardError.hasPrefix("Error: --update-baseline needs --baseline FILE, or paths.baseline in the project file\n"),
            "\(update.standardError)")
        #expect(!FileManager.default.fileExists(atPath: repository.folder.appendingPathComponent("drift").path))
    }

    @Test func initNamesTheBaselineSoTheReadmeStepsNeedNoOption() throws {
        let repository = try TestRepository()
        try repository.write("docs/login.en.md", Self.page(code: 3001))
        try repository.write("docs/login.zh.md", Self.page(code: 3002))
        try repository.write("docs/logout.en.md", Self.page(code: 3001))
        try repository.write("docs/logout.zh.md", Self.page(code: 3001))
        let initialised = try CLITests.run(["init"], in: repository.folder)
        #expect(initialised.exitCode == 0, "\(initialised.standardOutput)\(initialised.standardError)")
        let written = try String(contentsOf: repository.folder.appendingPathComponent("guidespec.yml"), encoding: .utf8)
        #expect(
            written.contains(
                """

                paths:
                  # The drift baseline: guidespec drift reads it (and --update-baseline writes it) when given no --baseline; \
                check holds the guide to it.
                  baseline: drift/baseline.json

                """), "\(written)")
        #expect(try CLITests.run(["drift"], in: repository.folder).exitCode == 1)
        let accepted = try CLITests.run(["drift", "--update-baseline", "--reason", "known before we adopted GuideSpec"], in: repository.folder)
        #expect(accepted.exitCode == 0, "\(accepted.standardError)")
        #expect(accepted.standardError.hasSuffix("created: drift/baseline.json\n"), "\(accepted.standardError)")
        #expect(try CLITests.run(["drift"], in: repository.folder).exitCode == 0)
    }
}
