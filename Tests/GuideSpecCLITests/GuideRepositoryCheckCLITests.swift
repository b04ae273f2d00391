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
        try repository.write(
            "guidespec.yml",
            "layout:\n  - \"docs/{page}.{lang}.md\"\npaths:\n  specs: checked/spec\n  generated-tests: Tests/Generated\n  adapters: []\n")
        let fresh = try CLITests.run(["check"], in: repository.folder)
        #expect(fresh.exitCode == 2)
        // Every hint names a command and options it takes: extract and generate-tests default to the paths the project file
        // names, and drift is given the baseline check reads. The golden and generated-tests steps compare what the pages
        // give, read once by check, not the specs folder: pages that give no case have no golden file to be missing.
        #expect(
            fresh.standardOutput == """
                FAIL spec             2 of 2 specs are out of date: run guidespec extract
                       checked/spec/login.en.json: missing; docs/login.en.md gives it
                       checked/spec/login.zh.json: missing; docs/login.zh.md gives it
                FAIL drift            drift could not run
                       drift/baseline.json: no baseline: create it with guidespec drift --baseline drift/baseline.json --update-baseline --reason TEXT
                ok   golden           no golden cases to compare: the project file names no platforms
                ok   generated-tests  no suites to generate: no golden cases (the project file names no platforms)
                ok   conformance      no adapter to run (the project file's paths.adapters is empty)
                check: failed in spec, drift (exit 2)

                """)
        for arguments in [
            ["extract"], ["drift", "--baseline", "drift/baseline.json", "--update-baseline", "--reason", "adopted"], ["golden", "record"],
        ] {
            // The maintainer's steps, run off CI: recording golden files is refused where CI is set.
            let run = try CLITests.run(arguments, in: repository.folder, environment: ["CI": ""])
            #expect(run.exitCode == 0, "\(arguments): \(run.standardError)")
        }
        _ = try repository.commit("The guide and what GuideSpec checks of it")
        let passed = try CLITests.run(["check"], in: repository.folder)
        #expect(passed.exitCode == 0, "\(passed.standardOutput)\(passed.standardError)")
        #expect(
            passed.standardOutput == """
                ok   spec             2 specs match the guide files
                ok   drift            no new drift (0 findings accepted by drift/baseline.json)
                ok   golden           no golden cases to compare: the project file names no platforms
                ok   generated-tests  no suites to generate: no golden cases (the project file names no platforms)
                ok   conformance      no adapter to run (the project file's paths.adapters is empty)
                check: passed (5 steps)

                """)
        // Suites generated all the same are compared as on any guide.
        #expect(try CLITests.run(["generate-tests"], in: repository.folder).exitCode == 0)
        let generated = try CLITests.run(["check"], in: repository.folder)
        #expect(generated.exitCode == 0)
        #expect(generated.standardOutput.contains("ok   generated-tests  2 generated files match the specs\n"), "\(generated.standardOutput)")

        try repository.write("docs/login.zh.md", Self.page(code: 3002))
        let failed = try CLITests.run(["check"], in: repository.folder)
        #expect(failed.exitCode == 1)
        #expect(
            failed.standardOutput.contains(
                """
                FAIL drift            1 new findings, 0 stale baseline entries against drift/baseline.json
                       drift.value-mismatch error:LOGIN_FAILED:code: error LOGIN_FAILED (3001): code differs: 3001 in en; 3002 in zh
                """), "\(failed.standardOutput)")
        #expect(failed.standardOutput.hasSuffix("check: failed in spec, drift (exit 1)\n"), "\(failed.standardOutput)")
    }

    /// A component library's guide, adopted by following the README: `init`'s project file names no platforms and no
    /// adapters, so the golden, generated-tests and conformance steps say they do not apply and pass.
    @Test func aGuideWithNoPlatformsOrAdaptersPassesWithTheStepsThatDoNotApplySayingSo() throws {
        let repository = try TestRepository()
        let props = { (size: String) in
            "# Button\n\n## API\n\n|Property|Description|Type|DefaultValue|\n|---|---|---|---|\n|size|the size|string|`\(size)`|\n"
        }
        try repository.write("components/Button/README.en-US.md", props("default"))
        try repository.write("components/Button/README.zh-CN.md", props("default"))
        try repository.write("components/Card/README.en-US.md", props("small"))
        try repository.write("components/Card/README.zh-CN.md", props("large"))
        try repository.write("components/Empty/README.en-US.md", "")
        try repository.write("components/Empty/README.zh-CN.md", "")
        let steps = try Self.adopt(repository.folder)
        #expect(steps == ["init", "extract", "drift --update-baseline"])
        // init left the empty page out (pages.exclude): it is not read, nor named as skipped.
        let drift = try CLITests.run(["drift"], in: repository.folder)
        #expect(drift.exitCode == 0 && drift.standardError == "", "\(drift.standardError)")
        // The project file names no folder for generated suites, and GuideSpec has none of its own to offer.
        let generate = try CLITests.run(["generate-tests"], in: repository.folder)
        #expect(generate.exitCode == 2)
        #expect(
            generate.standardError.hasPrefix(
                """
                Error: no folder for the generated suites: pass -o FOLDER, or name it as paths.generated-tests in the project file \
                (docs/project-file.md)

                """), "\(generate.standardError)")
        _ = try repository.commit("The guide and what GuideSpec checks of it")
        let passed = try CLITests.run(["check"], in: repository.folder)
        #expect(passed.exitCode == 0, "\(passed.standardOutput)\(passed.standardError)")
        #expect(
            passed.standardOutput == """
                ok   spec             4 specs match the guide files
                ok   drift            no new drift (1 findings accepted by drift/baseline.json)
                \(Self.notApplying)check: passed (5 steps)

                """)

        try repository.write("components/Button/README.zh-CN.md", props("mini"))
        let failed = try CLITests.run(["check"], in: repository.folder)
        #expect(failed.exitCode == 1)
        #expect(
            failed.standardOutput.hasPrefix("FAIL spec             1 of 4 specs are out of date: run guidespec extract\n"), "\(failed.standardOutput)"
        )
        #expect(
            failed.standardOutput.contains("FAIL drift            1 new findings, 0 stale baseline entries against drift/baseline.json\n"),
            "\(failed.standardOutput)")
        #expect(failed.standardOutput.hasSuffix(Self.notApplying + "check: failed in spec, drift (exit 1)\n"), "\(failed.standardOutput)")
    }

    /// The same over a copy of the Arco Design docs, a component library of 426 pages in a suffix layout.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: Self.arco.path), "needs ../shared/corpus/arco-design-docs: skipped"))
    func theArcoComponentDocsPassWithTheStepsThatDoNotApplySayingSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-arco-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.arco, to: folder)
        #expect(try Self.adopt(folder) == ["init", "extract", "drift --update-baseline"])
        let passed = try CLITests.run(["check"], in: folder)
        #expect(passed.exitCode == 0, "\(passed.standardOutput)\(passed.standardError)")
        let lines = passed.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "ok   spec             426 specs match the guide files")
        #expect(lines.count == 7 && lines[1].hasPrefix("ok   drift            no new drift ("), "\(passed.standardOutput)")
        #expect(lines.dropFirst(2).joined(separator: "\n") == Self.notApplying + "check: passed (5 steps)\n")

        let page = folder.appendingPathComponent("components/Affix/README.zh-CN.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.contains("|offsetTop|距离窗口顶部达到指定偏移量后触发|number |`0`|-|"))
        try Data(text.replacingOccurrences(of: "|offsetTop|距离窗口顶部达到指定偏移量后触发|number |`0`|-|", with: "|offsetTop|距离窗口顶部达到指定偏移量后触发|number |`8`|-|").utf8)
            .write(to: page)
        let failed = try CLITests.run(["check"], in: folder)
        #expect(failed.exitCode == 1)
        #expect(
            failed.standardOutput.hasPrefix(
                """
                FAIL spec             1 of 426 specs are out of date: run guidespec extract
                       spec/components.Affix.README.zh-CN.json:
                """), "\(failed.standardOutput)")
        #expect(
            failed.standardOutput.contains("FAIL drift            1 new findings, 0 stale baseline entries against drift/baseline.json\n"),
            "\(failed.standardOutput)")
        #expect(failed.standardOutput.hasSuffix(Self.notApplying + "check: failed in spec, drift (exit 1)\n"), "\(failed.standardOutput)")
    }

    static let arco = Paths.shared.appendingPathComponent("corpus/arco-design-docs/head")

    /// What the steps that do not apply to a guide with no platforms and no adapters say.
    static let notApplying = """
        ok   golden           no golden cases to compare: the project file names no platforms
        ok   generated-tests  no suites to generate: no golden cases (the project file names no platforms)
        ok   conformance      no golden cases to run an adapter on

        """

    /// The README's steps in `folder`: init, extract, and today's drift accepted into the baseline init names; the steps
    /// that succeeded.
    static func adopt(_ folder: URL) throws -> [String] {
        var passed: [String] = []
        for arguments in [["init"], ["extract"], ["drift", "--update-baseline", "--reason", "known before we adopted GuideSpec"]] {
            let run = try CLITests.run(arguments, in: folder)
            #expect(run.exitCode == 0, "\(arguments): \(run.standardOutput)\(run.standardError)")
            if run.exitCode == 0 { passed.append(arguments.prefix(2).joined(separator: " ")) }
        }
        return passed
    }
}
