import Foundation
import GuideSpecTestSupport
import Testing

/// `guidespec check` in a guide's own repository: the guide its project file's layout describes, the paths it names, the
/// same summary and exit codes as on the bundled guide.
@Suite struct GuideRepositoryCheckCLITests {
    static func page(code: Int) -> String {
        "# Errors\n\n| Error | Code | Description |\n| --- | --- | --- |\n| LOGIN_FAILED | \(code) | the login failed |\n"
    }

    @Test func aGuideInASuffixLayoutPassesWithABaselineAndFailsAfterOneValueChanges() throws {
        let repository = try TestRepository()
        try repository.write("docs/login.en.md", Self.page(code: 3001))
        try repository.write("docs/login.zh.md", Self.page(code: 3001))
        try repository.write("docs/README.md", "# Docs\n\nhow to write them\n")
        try repository.write("guidespec.yml", "layout:\n  - \"docs/{page}.{lang}.md\"\npaths:\n  specs: checked/spec\n  generated-tests: Tests/Generated\n  adapters: []\n")
        let fresh = try CLITests.run(["check"], in: repository.folder)
        #expect(fresh.exitCode == 2)
        // Every hint names a command and options it takes: extract and generate-tests default to the paths the project file
        // names, and drift is given the baseline check reads. The golden and generated-tests steps compare what the pages
        // give, read once by check, not the specs folder: pages that give no case have no golden file to be missing.
        #expect(fresh.standardOutput == """
            FAIL spec             2 of 2 specs are out of date: run guidespec extract
                   checked/spec/login.en.json: missing; docs/login.en.md gives it
                   checked/spec/login.zh.json: missing; docs/login.zh.md gives it
            FAIL drift            drift could not run
                   drift/baseline.json: no baseline: create it with guidespec drift --baseline drift/baseline.json --update-baseline --reason TEXT
            ok   golden           0 golden files match the specs
            FAIL generated-tests  generated suites are out of date: run guidespec generate-tests
                   GeneratedSuites.swift: would be created
                   GoldenCase+Testing.swift: would be created
            ok   conformance      no adapter to run (the project file's paths.adapters is empty)
            check: failed in spec, drift, generated-tests (exit 2)

            """)
        for arguments in [
            ["extract"], ["drift", "--baseline", "drift/baseline.json", "--update-baseline", "--reason", "adopted"], ["golden", "record"],
            ["generate-tests"],
        ] {
            // The maintainer's steps, run off CI: recording golden files is refused where CI is set.
            let run = try CLITests.run(arguments, in: repository.folder, environment: ["CI": ""])
            #expect(run.exitCode == 0, "\(arguments): \(run.standardError)")
        }
        _ = try repository.commit("The guide and what GuideSpec checks of it")
        let passed = try CLITests.run(["check"], in: repository.folder)
        #expect(passed.exitCode == 0, "\(passed.standardOutput)\(passed.standardError)")
        #expect(passed.standardOutput.hasPrefix("ok   spec             2 specs match the guide files\n"), "\(passed.standardOutput)")
        #expect(passed.standardOutput.hasSuffix("ok   conformance      no adapter to run (the project file's paths.adapters is empty)\ncheck: passed (5 steps)\n"))

        try repository.write("docs/login.zh.md", Self.page(code: 3002))
        let failed = try CLITests.run(["check"], in: repository.folder)
        #expect(failed.exitCode == 1)
        #expect(failed.standardOutput.contains("""
            FAIL drift            1 new findings, 0 stale baseline entries against drift/baseline.json
                   drift.value-mismatch error:LOGIN_FAILED:code: error LOGIN_FAILED (3001): code differs: 3001 in en; 3002 in zh
            """), "\(failed.standardOutput)")
        #expect(failed.standardOutput.hasSuffix("check: failed in spec, drift (exit 1)\n"), "\(failed.standardOutput)")
    }
}
