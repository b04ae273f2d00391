import Foundation
import Testing
import GuideSpecTestSupport

/// The hooks of `.pre-commit-hooks.yaml`, run by `pre-commit try-repo` (pre-commit from PyPI, installed by
/// scripts/bootstrap) on temporary guide repositories with this build's guidespec on PATH. `guidespec-drift` passes on a
/// clean guide, fails on drift with the finding, judges a changed page only against the baseline's entries for that page
/// (drift/baseline.json, the hook's default: `pre-commit try-repo` gives hooks no arguments), and finds a page's other
/// languages by the project file's layout; `guidespec-project-file` fails on a project file that does not read.
@Suite struct PreCommitHookTests {
    static let table = "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n"

    /// Runs `pre-commit try-repo PACKAGE HOOK ARGUMENTS` in `repository`, with this build's guidespec first on PATH and
    /// pre-commit's cache inside the repository's folder.
    static func tryRepo(_ arguments: [String], hook: String = "guidespec-drift", in repository: TestRepository) throws -> CLITests.Run {
        let path = [CLITests.executable.deletingLastPathComponent().path, ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        return try CLITests.run(
            program: URL(fileURLWithPath: "/usr/bin/env"),
            ["pre-commit", "try-repo", Paths.packageRoot.path, hook, "--color", "never"] + arguments, in: repository.folder,
            environment: ["PATH": path.joined(separator: ":"), "PRE_COMMIT_HOME": repository.folder.appendingPathComponent(".pre-commit-home").path])
    }

    static func guide() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write("guide/en/purchase.md", table)
        try repository.write("guide/zh/purchase.md", table)
        try repository.write("guide/en/login.md", "# Login\n\n| Error | Error Code |\n| --- | --- |\n| TCGB_ERROR_L | 1 |\n")
        try repository.write("guide/zh/login.md", "# Login\n\n| Error | Error Code |\n| --- | --- |\n| TCGB_ERROR_L | 2 |\n")
        _ = try repository.commit("A guide in two languages")
        return repository
    }

    @Test func aCleanPagePassesAndADriftedOneFailsWithItsFinding() throws {
        let repository = try Self.guide()
        let clean = try Self.tryRepo(["--files", "guide/en/purchase.md"], in: repository)
        #expect(clean.exitCode == 0, "\(clean.standardOutput)")
        #expect(clean.standardOutput.contains("GuideSpec drift of the changed pages"))
        #expect(clean.standardOutput.contains("Passed"))
        try repository.write("guide/en/purchase.md", Self.table + "| TCGB_ERROR_B | 4002 | B. |\n")
        let drifted = try Self.tryRepo(["--files", "guide/en/purchase.md"], in: repository)
        #expect(drifted.exitCode == 1)
        #expect(drifted.standardOutput.contains("Failed"))
        #expect(drifted.standardOutput.contains("error TCGB_ERROR_B (4002) is in en but missing in zh"))
        #expect(drifted.standardOutput.contains("guide/en/purchase.md:6"))
        // The login page, whose languages disagree, was not changed: it is not part of the run.
        #expect(!drifted.standardOutput.contains("TCGB_ERROR_L"))
    }

    @Test func theBaselineAcceptsAChangedPagesFindingsAndItsOtherPagesEntriesAreNotStale() throws {
        let repository = try Self.guide()
        try repository.write("guide/en/purchase.md", Self.table + "| TCGB_ERROR_B | 4002 | B. |\n")
        let report = try CLITests.run(["drift", "guide/en/purchase.md", "guide/zh/purchase.md", "--format", "json"], in: repository.folder)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any])
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        let fingerprint = try #require(finding["fingerprint"] as? String)
        try repository.write(
            "drift/baseline.json",
            """
            {"version": 1, "entries": [
              {"fingerprint": "\(fingerprint)", "page": "purchase", "rule": "drift.missing-in-language", "subject": "error:TCGB_ERROR_B", \
            "reason": "zh follows next week"},
              {"fingerprint": "00000000deadbeef", "page": "login", "rule": "drift.value-mismatch", "subject": "error:TCGB_ERROR_L", \
            "reason": "checked"}
            ]}
            """)
        let run = try Self.tryRepo(["--files", "guide/en/purchase.md"], in: repository)
        #expect(run.exitCode == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Passed"))
    }

    /// A guide whose language ends the file name (`docs/intro.en.md` beside `docs/intro.zh.md`), placed by its project
    /// file: the hook compares the changed page with its other language although no folder names a language.
    @Test func aChangedPageIsComparedWithItsOtherLanguagesAsTheLayoutPlacesThem() throws {
        let repository = try TestRepository()
        try repository.write("guidespec.yml", "version: 1\nlayout:\n  - \"docs/{page}.{lang}.md\"\n")
        try repository.write("docs/intro.en.md", Self.table)
        try repository.write("docs/intro.zh.md", Self.table)
        _ = try repository.commit("A guide with the language in its file names")
        try repository.write("docs/intro.en.md", Self.table + "| TCGB_ERROR_B | 4002 | B. |\n")
        let drifted = try Self.tryRepo(["--files", "docs/intro.en.md"], in: repository)
        #expect(drifted.exitCode == 1, "\(drifted.standardOutput)")
        #expect(drifted.standardOutput.contains("error TCGB_ERROR_B (4002) is in en but missing in zh"))
        #expect(drifted.standardOutput.contains("docs/intro.zh.md:"), "\(drifted.standardOutput)")
    }

    @Test func theProjectFileHookPassesOnAGoodProjectFileAndFailsWithTheLineOfABrokenOne() throws {
        let repository = try Self.guide()
        let written = try CLITests.run(["init"], in: repository.folder)
        #expect(written.exitCode == 0, "\(written.standardError)")
        let good = try Self.tryRepo(["--files", "guidespec.yml"], hook: "guidespec-project-file", in: repository)
        #expect(good.exitCode == 0, "\(good.standardOutput)")
        #expect(good.standardOutput.contains("GuideSpec project file"))
        #expect(good.standardOutput.contains("Passed"))
        try repository.write("guidespec.yml", "version: 1\nlayout: [3\n")
        let broken = try Self.tryRepo(["--files", "guidespec.yml"], hook: "guidespec-project-file", in: repository)
        #expect(broken.exitCode == 1)
        #expect(broken.standardOutput.contains("Failed"))
        #expect(broken.standardOutput.contains("guidespec.yml:3: not valid YAML: did not find expected ',' or ']'"), "\(broken.standardOutput)")
    }
}
