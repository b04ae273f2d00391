import Foundation
import GuideSpecTestSupport
import Testing

/// `guidespec init` on small guides: what it writes, what it refuses, and `--check`.
@Suite struct InitCLITests {
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-init-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func aSuffixLayoutIsWrittenWithItsUntaggedFileAndWhatCannotBeDecided() throws {
        let folder = try Self.folder([
            "README.md": "# A\n\ntext\n", "README.zh-CN.md": "# A\n\ntext\n",
            "docs/intro.en-US.md": "# B\n\ntext\n", "docs/intro.zh-CN.md": "# B\n\ntext\n",
            "docs/setup.en-US.md": "# C\n\ntext\n", "docs/setup.zh-CN.md": "# C\n\ntext\n", "docs/blank.zh-CN.md": "<div>x</div>\n",
            "notes.txt": "not a page\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["init"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                layout: the language ends the file name
                  **/{page}.{lang}.md
                  {page}.md (en-US)
                languages: 2 (pages each: zh-CN 3, en-US 3)
                pages: 3, in two languages or more: 3, in one only: 0
                not in the layout: 1 file (notes.txt)
                left out (pages.exclude): 1 page that cannot be read as guide pages
                could not decide: which language the others are translated from (languages.order lists them by number of pages: put it first)
                could not decide: the platforms of pages (none written: add platforms:, docs/project-file.md)
                created: guidespec.yml

                """)
        let written = try String(contentsOf: folder.appendingPathComponent("guidespec.yml"), encoding: .utf8)
        #expect(
            written.contains(
                """
                layout:
                  - "**/{page}.{lang}.md"
                  - pattern: "{page}.md"
                    lang: en-US

                pages:
                  # Pages that cannot be read as guide pages.
                  exclude:
                    # docs/blank.zh-CN.md: no heading, paragraph, list, table or code was read from the page, though it has text: expected a guide \
                page [input.no-content]
                    - "docs.blank"
                """), "\(written)")
        let again = try CLITests.run(["init"], in: folder)
        #expect(again.exitCode == 2)
        #expect(again.standardError == "guidespec.yml: already exists: pass --force to replace it, or --check to check it\n")
        let check = try CLITests.run(["init", "--check"], in: folder)
        #expect(check.exitCode == 0, "\(check.standardError)")
        #expect(check.standardOutput == "guidespec.yml: valid; the layout describes 3 pages in 2 languages (en-US, zh-CN)\n")
        let drift = try CLITests.run(["drift"], in: folder)
        #expect(drift.exitCode == 0, "\(drift.standardError)")
    }

    @Test func platformsAreSuggestedFromPageNamesCommentedOut() throws {
        var files: [String: String] = [:]
        for language in ["en", "zh"] {
            for page in ["ios-login", "ios-purchase", "ios-push", "android-login", "android-purchase", "android-push", "release-notes", "oper-push"] {
                files["\(language)/\(page).md"] = "# \(page)\n\ntext\n"
            }
        }
        let folder = try Self.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["init"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.hasSuffix(
                """
                could not decide: the platforms of pages (suggested from page names, commented out: android-*, ios-*; check them, \
                then uncomment platforms:)
                created: guidespec.yml

                """), "\(run.standardOutput)")
        let written = try String(contentsOf: folder.appendingPathComponent("guidespec.yml"), encoding: .utf8)
        #expect(
            written.hasSuffix(
                """

                # Suggested from page names: words that start (or end) the names of pages on the same topics. Check each, give
                # it the label the guide writes (in error tables' Platform column and in findings), then uncomment.
                # platforms:
                #   android:
                #     label: android
                #     pages: ["android-*"]
                #   ios:
                #     label: ios
                #     pages: ["ios-*"]

                """), "\(written)")
        // Uncommented as written, the suggestion is a valid project file.
        let uncommented = written.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("# platforms:") || line.hasPrefix("#   ") ? String(line.dropFirst(2)) : String(line)
        }
        try Data(uncommented.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("guidespec.yml"))
        let check = try CLITests.run(["init", "--check"], in: folder)
        #expect(check.exitCode == 0, "\(check.standardError)")
    }

    /// A one-page guide (one page in each language) gets its layout, and drift then compares the two versions.
    @Test(arguments: [
        (["README.md", "README.zh-CN.md"], "the language ends the file name", "  **/{page}.{lang}.md\n  {page}.md (en)\n", "zh-CN 1, en 1"),
        (["en/index.md", "zh/index.md"], "the language is a folder", "  {lang}/**/{page}.md\n", "en 1, zh 1"),
    ])
    func aOnePageGuideGetsItsLayout(files: [String], shape: String, patterns: String, counts: String) throws {
        let page = { (count: Int) in
            """
            # Widget\n\n## Options\n\n| Option | Type | Default | Description |\n| --- | --- | --- | --- |\n| count | number | \(count) | \
            how many |\n
            """
        }
        let folder = try Self.folder([files[0]: page(3), files[1]: page(3)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["init"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let assumed =
            files[0] == "README.md"
            ? "could not decide: the language of the files with no language tag (written as en: change their lang: if it is another)\n" : ""
        #expect(
            run.standardOutput == """
                layout: \(shape)
                \(patterns)languages: 2 (pages each: \(counts))
                pages: 1, in two languages or more: 1, in one only: 0
                \(assumed)could not decide: which language the others are translated from (languages.order lists them by number of pages: \
                put it first)
                could not decide: the platforms of pages (none written: add platforms:, docs/project-file.md)
                created: guidespec.yml

                """)
        #expect(try CLITests.run(["drift"], in: folder).exitCode == 0)
        try Data(page(4).utf8).write(to: folder.appendingPathComponent(files[1]))
        let drift = try CLITests.run(["drift"], in: folder)
        #expect(drift.exitCode == 1, "\(drift.standardOutput)\(drift.standardError)")
        #expect(drift.standardOutput.contains("Default of row count differs: 3 in en; 4 in "), "\(drift.standardOutput)")
    }

    @Test func aFolderOfOneLanguageHasNoLayoutToFind() throws {
        let folder = try Self.folder(["docs/a.md": "# A\n", "docs/b.md": "# B\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["init"], in: folder)
        #expect(run.exitCode == 2)
        #expect(
            run.standardError
                == """
                .: found no layout: no folders or file-name suffixes that are language tags give pages in two languages; \
                write layout: by hand (docs/project-file.md)\n
                """
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("guidespec.yml").path))
    }

    @Test func checkReportsAMistakeWithItsLine() throws {
        let folder = try Self.folder(["guidespec.yml": "layout:\n  - \"{lang}/*.md\"\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["init", "--check", folder.path], in: Paths.packageRoot)
        #expect(run.exitCode == 2)
        #expect(
            run.standardError
                == "\(folder.path)/guidespec.yml:2: layout[0]: {lang}/*.md has no {page}: expected the part of the path that names the page\n")
    }
}
