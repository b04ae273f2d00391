import Foundation
import GuideSpecTestSupport
import Testing

/// Commands with the project file's layout: no file arguments in a guide repository, explicit files placed by the layout,
/// `--lang`/`--page` conflicts, folders and quoted globs as arguments, folders whose names are not page names.
@Suite struct LayoutCLITests {
    static func page(code: Int) -> String {
        """
        # Errors

        | Error | Code | Description |
        | --- | --- | --- |
        | LOGIN_FAILED | \(code) | the login failed |
        """
    }

    static let suffixLayout = """
        layout:
          - "**/{page}.{lang}.md"
          - pattern: "{page}.md"
            lang: en
        languages:
          aliases:
            zh: [zh-CN]
        """

    /// A guide in a suffix layout: `README.md` (English, untagged) beside `README.zh-CN.md`, and two components whose
    /// pages have one name, `components/{Button,_util}/index.{en,zh-CN}.md`; the zh-CN Button page says another code.
    static func guide(project: String = suffixLayout) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-layout-\(UUID().uuidString)")
        let files = [
            "README.md": page(code: 1), "README.zh-CN.md": page(code: 1),
            "components/Button/index.en.md": page(code: 2), "components/Button/index.zh-CN.md": page(code: 3),
            "components/_util/index.en.md": page(code: 4), "components/_util/index.zh-CN.md": page(code: 4),
            "guidespec.yml": project,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// The first line of what the run wrote on standard error (a usage error is followed by the usage).
    static func firstLine(_ run: CLITests.Run) -> String {
        String(run.standardError.prefix { $0 != "\n" })
    }

    /// The pages and languages of a drift JSON report's inputs, `page language`, sorted.
    static func inputs(_ run: CLITests.Run) throws -> [String] {
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let inputs = report?["inputs"] as? [[String: Any]] ?? []
        return inputs.map { "\($0["page"] as? String ?? "?") \($0["language"] as? String ?? "?")" }.sorted()
    }

    @Test func driftWithoutArgumentsReadsEveryPageTheLayoutDescribes() throws {
        let folder = try Self.guide()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["drift", "--format", "json"], in: folder.appendingPathComponent("components"))
        #expect(run.exitCode == 1, "\(run.standardError)")
        #expect(
            try Self.inputs(run) == [
                "README en", "README zh", "components.Button.index en", "components.Button.index zh", "components.util.index en",
                "components.util.index zh",
            ])
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let messages = (report?["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.count == 1 && messages[0].contains("LOGIN_FAILED"), "\(messages)")
        #expect(run.standardError == "")
    }

    @Test func anExplicitFileTakesItsPageAndLanguageFromTheLayout() throws {
        let folder = try Self.guide()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["drift", "--format", "json", "README.zh-CN.md", "README.md"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try Self.inputs(run) == ["README en", "README zh"])
    }

    @Test func langOrPageWhereTheLayoutGivesThemIsAConflict() throws {
        let folder = try Self.guide()
        defer { try? FileManager.default.removeItem(at: folder) }
        let conflict = try CLITests.run(["drift", "--lang", "en", "README.zh-CN.md", "README.md"], in: folder)
        #expect(conflict.exitCode == 2)
        #expect(Self.firstLine(conflict) == "Error: README.zh-CN.md: --lang en conflicts with the layout, which makes it zh (**/{page}.{lang}.md)")
        let whole = try CLITests.run(["drift", "--page", "x"], in: folder)
        #expect(whole.exitCode == 2)
        #expect(
            Self.firstLine(whole)
                == "Error: guidespec.yml: --page does not apply: the layout gives every page and language; name files outside the layout to use it")
        let same = try CLITests.run(["drift", "--format", "json", "--lang", "zh-CN", "README.zh-CN.md"], in: folder)
        #expect(same.exitCode == 0, "a --lang that says what the layout says is no conflict: \(same.standardError)")
    }

    @Test func aFolderOrAQuotedGlobIsExpanded() throws {
        let folder = try Self.guide()
        defer { try? FileManager.default.removeItem(at: folder) }
        let byFolder = try CLITests.run(["drift", "--format", "json", "components/Button"], in: folder)
        #expect(byFolder.exitCode == 1, "\(byFolder.standardError)")
        #expect(try Self.inputs(byFolder) == ["components.Button.index en", "components.Button.index zh"])
        let byGlob = try CLITests.run(["drift", "--format", "json", "components/*/index.*.md"], in: folder)
        #expect(byGlob.exitCode == 1, "\(byGlob.standardError)")
        #expect(try Self.inputs(byGlob).count == 4)
        let nothing = try CLITests.run(["drift", "components/*/nothing.md"], in: folder)
        #expect(nothing.exitCode == 2)
        #expect(Self.firstLine(nothing) == "Error: components/*/nothing.md: no file matches this pattern")
    }

    /// Without files and without a layout there is nothing to read: the command says where the files would come from.
    @Test func noFilesAndNoLayoutIsBadInputSayingHowToNameThem() throws {
        let folder = try Self.guide(project: "version: 1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let noLayout = try CLITests.run(["drift"], in: folder)
        #expect(noLayout.exitCode == 2)
        #expect(
            Self.firstLine(noLayout)
                == """
                Error: guidespec.yml: names no layout, and no guide files are named: add layout: (guidespec init --dry-run prints one) or name \
                the files (docs/project-file.md)
                """
        )
        try FileManager.default.removeItem(at: folder.appendingPathComponent("guidespec.yml"))
        let noProject = try CLITests.run(["extract"], in: folder.appendingPathComponent("components"))
        #expect(noProject.exitCode == 2)
        #expect(
            Self.firstLine(noProject)
                == """
                Error: guidespec.yml: not found here or in a folder above, and no guide files are named: name files, folders or quoted globs, \
                or write one with guidespec init (docs/project-file.md)
                """
        )
    }

    /// The bundled guide's project file places exactly the files the tests read as the bundled guide.
    @Test func theBundledGuidesLayoutPlacesTheBundledFiles() throws {
        let run = try CLITests.run(["drift", "--format", "json"], in: Paths.packageRoot)
        #expect(run.exitCode == 1, "\(run.standardError)")
        let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let files = (report?["inputs"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(files.sorted() == BundledProject.guidePaths.sorted())
    }

    @Test func otherLanguagesAddsTheNamedPagesOtherLanguageVersionsAsTheLayoutPlacesThem() throws {
        let folder = try Self.guide()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["drift", "--format", "json", "--other-languages", "components/Button/index.en.md", "README.md"], in: folder)
        #expect(run.exitCode == 1, "\(run.standardError)")
        #expect(try Self.inputs(run) == ["README en", "README zh", "components.Button.index en", "components.Button.index zh"])
        let alone = try CLITests.run(["drift", "--other-languages"], in: folder)
        #expect(alone.exitCode == 2)
        #expect(
            Self.firstLine(alone)
                == "Error: --other-languages needs files, and no --lang or --page: it finds the other languages of the pages they are")
    }

    @Test func otherLanguagesWithoutALayoutReadsTheSameNameInTheOtherLanguageFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, code) in [
            "guide/en/login.md": 1, "guide/zh/login.md": 2, "guide/ko/login.txt": 1, "guide/en/store.md": 5, "guide/assets/login.md": 1,
        ] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.page(code: code).utf8).write(to: folder.appendingPathComponent(path))
        }
        let run = try CLITests.run(["drift", "--format", "json", "--other-languages", "guide/en/login.md"], in: folder)
        #expect(run.exitCode == 1, "\(run.standardError)")
        #expect(try Self.inputs(run) == ["login en", "login ko", "login zh"], "assets/ is no language folder; store is another page")
    }

    /// Files named one by one are part of the guide: a baseline entry of a page they are not is neither stale nor dropped
    /// by --update-baseline; a run over the whole guide judges it.
    @Test func aRunOfNamedFilesJudgesTheBaselineOnTheirPagesOnly() throws {
        let folder = try Self.guide()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try CLITests.run(["drift", "--baseline", "baseline.json", "--update-baseline", "--reason", "zh is older"], in: folder)
        #expect(whole.exitCode == 0, "\(whole.standardError)")
        let accepted = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(accepted.contains("\"page\" : \"components.Button.index\""))
        let readme = try CLITests.run(["drift", "--baseline", "baseline.json", "README.md", "README.zh-CN.md"], in: folder)
        #expect(readme.exitCode == 0, "\(readme.standardOutput)")
        #expect(readme.standardOutput == "drift: 0 new findings, 0 baselined, 0 stale baseline entries\n")
        let update = try CLITests.run(["drift", "--baseline", "baseline.json", "--update-baseline", "README.md", "README.zh-CN.md"], in: folder)
        #expect(update.exitCode == 0, "\(update.standardError)")
        #expect(update.standardError == "unchanged: baseline.json\n")
        try Data(Self.page(code: 3).utf8).write(to: folder.appendingPathComponent("components/Button/index.en.md"))
        let fixed = try CLITests.run(["drift", "--baseline", "baseline.json"], in: folder)
        #expect(fixed.exitCode == 1)
        #expect(fixed.standardOutput.contains("stale baseline entry drift.value-mismatch"), "\(fixed.standardOutput)")
    }

    @Test func withoutALayoutAFolderSkipsWhatCannotBeNamedAndReadsTheRest() throws {
        let folder = try Self.guide(project: "version: 1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let languages = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: languages) }
        for language in ["en", "zh"] {
            try FileManager.default.createDirectory(at: languages.appendingPathComponent(language), withIntermediateDirectories: true)
            try Data(Self.page(code: 1).utf8).write(to: languages.appendingPathComponent("\(language)/login.md"))
        }
        try Data(Self.page(code: 1).utf8).write(to: languages.appendingPathComponent("notes.md"))
        let run = try CLITests.run(["drift", "--format", "json", "."], in: languages)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try Self.inputs(run) == ["login en", "login zh"])
        #expect(
            run.standardError == "skipped: notes.md: cannot tell the language: put the file in a folder named after it (zh/, en/) or pass --lang\n")
    }

    @Test func extractWithoutArgumentsWritesASpecPerPageAndLanguage() throws {
        let folder = try Self.guide()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["extract", "-o", "spec"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("spec").path).sorted()
        #expect(
            written == [
                "README.en.json", "README.zh.json", "components.Button.index.en.json", "components.Button.index.zh.json",
                "components.util.index.en.json", "components.util.index.zh.json",
            ])
    }

    @Test func twoFilesThatAreOnePageInOneLanguageAreRefused() throws {
        let folder = try Self.guide(project: "layout:\n  - \"**/{page}.{lang}.md\"\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("components/util"), withIntermediateDirectories: true)
        try Data(Self.page(code: 1).utf8).write(to: folder.appendingPathComponent("components/util/index.en.md"))
        let run = try CLITests.run(["drift"], in: folder)
        #expect(run.exitCode == 2)
        #expect(
            run.standardError.hasPrefix(
                "Error: components/util/index.en.md: is page components.util.index in en, as components/_util/index.en.md is:"),
            "\(run.standardError)")
    }

    @Test func renamingALanguageFolderToAnAliasChangesNoFingerprint() throws {
        var fingerprints: [[String]] = []
        for folderName in ["zh", "zh-CN", "zh_Hans"] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-layout-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            for (language, code) in [("en", 1), (folderName, 2)] {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(language), withIntermediateDirectories: true)
                try Data(Self.page(code: code).utf8).write(to: folder.appendingPathComponent("\(language)/login.md"))
            }
            try Data("layout: [\"{lang}/{page}.md\"]\nlanguages:\n  aliases:\n    zh: [zh-CN, zh-Hans]\n".utf8).write(
                to: folder.appendingPathComponent("guidespec.yml"))
            let run = try CLITests.run(["drift", "--format", "json"], in: folder)
            #expect(run.exitCode == 1, "\(run.standardError)")
            #expect(try Self.inputs(run) == ["login en", "login zh"])
            let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
            fingerprints.append((report?["findings"] as? [[String: Any]] ?? []).compactMap { $0["fingerprint"] as? String })
        }
        #expect(fingerprints[0].count == 1)
        #expect(fingerprints[1] == fingerprints[0] && fingerprints[2] == fingerprints[0])
    }
}
