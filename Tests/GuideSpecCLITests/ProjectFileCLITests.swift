import Foundation
import GuideSpecTestSupport
import Testing

/// Every command reads the guide's project file, found upward from the working folder or given with `--project`; what
/// it says reaches the stages, and a file GuideSpec cannot use stops the command with exit 2 and its line.
@Suite struct ProjectFileCLITests {
    static let page = """
        # Login

        ```
        final class MyLoginResult {
            String userId;
        }
        ```

        ```java
        public class MyToken {
            String value;
        }
        ```

        | Error | Code | Description |
        | --- | --- | --- |
        | LOGIN_FAILED | 3001 | the login failed |
        """

    static let project = """
        version: 1
        platforms:
          sdk:
            label: SDK
            pages: ["sdk-*"]
            code: java
        names:
          prefixes: [My]
        rules:
          drift.duplicate: off
        """

    /// A guide in `guide/docs/en/sdk-login.md` with `project` (when given) at `guide/guidespec.yml`.
    static func guide(project: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs/en"), withIntermediateDirectories: true)
        try Data(page.utf8).write(to: folder.appendingPathComponent("docs/en/sdk-login.md"))
        if let project { try Data(project.utf8).write(to: folder.appendingPathComponent("guidespec.yml")) }
        return folder
    }

    /// The spec `extract --dry-run` would write, read by running `extract` into a scratch folder.
    static func spec(in folder: URL, _ extra: [String] = []) throws -> (CLITests.Run, [String: Any]) {
        let run = try CLITests.run(["extract", "en/sdk-login.md", "-o", "spec"] + extra, in: folder.appendingPathComponent("docs"))
        let data = (try? Data(contentsOf: folder.appendingPathComponent("docs/spec/sdk-login.en.json"))) ?? Data("{}".utf8)
        return (run, try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:])
    }

    @Test func theProjectFileAboveTheWorkingFolderGivesPlatformsAndNamePrefixes() throws {
        let folder = try Self.guide(project: Self.project)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (run, spec) = try Self.spec(in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(spec["platform"] as? String == "sdk")
        // The fence-less block is read as the platform's code (Java); both types lose the guide's name prefix.
        #expect((spec["types"] as? [[String: Any]])?.compactMap { $0["neutralName"] as? String } == ["LoginResult", "Token"])
    }

    @Test func withoutAProjectFileAGuideHasNoPlatformsAndNoPrefixes() throws {
        let folder = try Self.guide(project: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (run, spec) = try Self.spec(in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(spec["platform"] as? String == "none")
        // A fence-less block that no language's shape gives away (no access modifier, no C++ `class` line) is read only
        // as a platform's code, and a type keeps its whole name.
        #expect((spec["types"] as? [[String: Any]])?.compactMap { $0["neutralName"] as? String } == ["MyToken"])
    }

    @Test func projectNamesTheFileToRead() throws {
        let folder = try Self.guide(project: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.project.utf8).write(to: folder.appendingPathComponent("settings.yml"))
        let (run, spec) = try Self.spec(in: folder, ["--project", "../settings.yml"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(spec["platform"] as? String == "sdk")
        let missing = try CLITests.run(["drift", "en/sdk-login.md", "--project", "none.yml"], in: folder.appendingPathComponent("docs"))
        #expect(missing.exitCode == 2)
        #expect(missing.standardError == "none.yml: does not exist: expected a project file\n")
    }

    /// The project file's rule settings reach `drift`: a rule set off finds nothing, one set to a severity reports at it.
    @Test func theProjectFilesRuleSettingsReachDrift() throws {
        let folder = try Self.guide(project: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((Self.page + "\n| LOGIN_FAILED | 3001 | the login failed |\n").utf8).write(to: folder.appendingPathComponent("docs/en/sdk-login.md"))
        let docs = folder.appendingPathComponent("docs")
        let finding = """
              %@: error LOGIN_FAILED (3001) appears 2 times in en (lines 17, 18) [error:LOGIN_FAILED in Login]
                en/sdk-login.md:17: en: occurrence 1: LOGIN_FAILED = 3001
                en/sdk-login.md:18: en: occurrence 2: LOGIN_FAILED = 3001


            """
        let summary = "drift: 1 new finding, 0 baselined, 0 stale baseline entries\n"
        let own = try CLITests.run(["drift", "en/sdk-login.md"], in: docs)
        #expect(own.standardOutput == "drift.duplicate: 1 new\n" + finding.replacingOccurrences(of: "%@", with: "error") + summary)
        try Data("rules:\n  drift.duplicate: note\n".utf8).write(to: folder.appendingPathComponent("guidespec.yml"))
        let note = try CLITests.run(["drift", "en/sdk-login.md"], in: docs)
        #expect(note.standardOutput == "drift.duplicate: 1 new\n" + finding.replacingOccurrences(of: "%@", with: "note") + summary)
        try Data("rules:\n  drift.duplicate: off\n".utf8).write(to: folder.appendingPathComponent("guidespec.yml"))
        let off = try CLITests.run(["drift", "en/sdk-login.md"], in: docs)
        #expect(off.exitCode == 0)
        #expect(off.standardOutput == "drift: 0 new findings, 0 baselined, 0 stale baseline entries\n")
    }

    /// The project file's platforms reach `drift --pages`: pages are the platforms its patterns give, named by its labels.
    @Test func theProjectFilesPlatformsReachCrossPageDrift() throws {
        let folder = try Self.guide(
            project: "platforms:\n  alpha:\n    label: Alpha\n    pages: [\"a-*\"]\n  beta:\n    label: Beta\n    pages: [\"b-*\"]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let docs = folder.appendingPathComponent("docs")
        try Data("# Store\n\n```java\nclass Receipt {\n    String paymentId;\n}\n```\n".utf8).write(to: docs.appendingPathComponent("en/a-store.md"))
        try Data("# Store\n\n```java\nclass Receipt {\n    String paymentId;\n    String paymentType;\n}\n```\n".utf8)
            .write(to: docs.appendingPathComponent("en/b-store.md"))
        let run = try CLITests.run(["drift", "--pages", "en/a-store.md", "en/b-store.md"], in: docs)
        #expect(run.exitCode == 1)
        #expect(
            run.standardOutput == """
                drift.platform-mismatch: 1 new
                  warning: class Receipt: field paymentType is on Beta but not on Alpha [field:Receipt.paymentType:platforms]
                    en/b-store.md:6: Beta b-store: String paymentType
                    en/a-store.md:4: Alpha a-store: Receipt has no paymentType

                drift: 1 new finding, 0 baselined, 0 stale baseline entries

                """)
        // Without the file no page is a platform's, and nothing is compared across platforms.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("guidespec.yml"))
        let none = try CLITests.run(["drift", "--pages", "en/a-store.md", "en/b-store.md"], in: docs)
        #expect(none.standardOutput == "drift: 0 new findings, 0 baselined, 0 stale baseline entries\n")
    }

    /// docs/project-file.md quotes the messages only a command gives, as ProjectFileReaderTests checks the reader's.
    @Test func theDocumentationQuotesTheCommandsMessages() throws {
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/project-file.md"), encoding: .utf8)
        for message in [
            "none.yml: does not exist: expected a project file",
            "../guidespec.yml:3: rules: \"drift.no-such-rule\" is not a rule: expected a rule ID of docs/drift-rules.md",
        ] {
            #expect(page.contains("`\(message)`"), "docs/project-file.md does not quote \(message)")
        }
    }

    @Test(arguments: [
        (
            "platforms:\n  sdk:\n    label: SDK\n    pages: sdk-*\n",
            "../guidespec.yml:4: platforms.sdk.pages: expected a list of page-name patterns such as ios-*, found \"sdk-*\"\n"
        ),
        (
            "rules:\n  drift.duplicate: off\n  drift.no-such-rule: note\n",
            "../guidespec.yml:3: rules: \"drift.no-such-rule\" is not a rule: expected a rule ID of docs/drift-rules.md\n"
        ),
    ])
    func aProjectFileGuideSpecCannotUseIsExitTwoWithItsLine(project: String, message: String) throws {
        let folder = try Self.guide(project: project)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["drift", "en/sdk-login.md"], in: folder.appendingPathComponent("docs"))
        #expect(run.exitCode == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError == message)
    }

    @Test(arguments: [
        ["extract", "en/sdk-login.md", "--dry-run"], ["dump-document", "en/sdk-login.md"], ["golden", "verify"], ["smoke", "--adapter", "x"],
    ])
    func everyCommandReadsTheProjectFile(arguments: [String]) throws {
        let folder = try Self.guide(project: "version: 2\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(arguments, in: folder.appendingPathComponent("docs"))
        #expect(run.exitCode == 2)
        #expect(run.standardError == "../guidespec.yml:1: version: expected 1, the version of the schema this GuideSpec reads, found \"2\"\n")
    }
}
