import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec history` end to end on repositories built at test time: the report, its file, exit codes 0, 2 and 3.
@Suite struct HistoryCLITests {
    /// en and zh agree on A (c1), then en adds B (c2).
    static func repository() throws -> (TestRepository, c1: String, c2: String) {
        let repository = try TestRepository()
        try repository.write(
            "en/purchase.md", "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n")
        try repository.write(
            "zh/purchase.md", "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n")
        let c1 = try repository.commit("Both languages")
        try repository.write(
            "en/purchase.md",
            "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n| TCGB_ERROR_B | 4002 | B. |\n")
        let c2 = try repository.commit("en adds B", author: "Grace")
        return (repository, c1, c2)
    }

    @Test func theTextReportGivesTimelinesAndTheCommitThatIntroducedEachFinding() throws {
        let (repository, c1, c2) = try Self.repository()
        let run = try CLITests.run(["history", repository.path])
        #expect(run.exitCode == 0)
        #expect(run.standardError == "")
        let (one, two) = (c1.prefix(8), c2.prefix(8))
        #expect(
            run.standardOutput == """
                history: first-parent history of \(two) (2024-01-03 "en adds B"): 2 commits walked

                purchase
                  en en/purchase.md: 2 changes
                    2024-01-02 \(one) "Both languages" added
                    2024-01-03 \(two) "en adds B" modified
                  zh zh/purchase.md: 1 change
                    2024-01-02 \(one) "Both languages" added
                  findings at the tip: 1
                    error: error TCGB_ERROR_B (4002) is in en but missing in zh [drift.missing-in-language error:TCGB_ERROR_B]
                      introduced 2024-01-03 \(two) "en adds B" at en/purchase.md:6
                  en error:TCGB_ERROR_A
                    2024-01-02 \(one) "Both languages" appeared: TCGB_ERROR_A = 4001 at en/purchase.md:5
                  zh error:TCGB_ERROR_A
                    2024-01-02 \(one) "Both languages" appeared: TCGB_ERROR_A = 4001 at zh/purchase.md:5
                  en error:TCGB_ERROR_B
                    2024-01-03 \(two) "en adds B" appeared: TCGB_ERROR_B = 4002 at en/purchase.md:6

                history: 1 page, 2 files, 3 item events, 1 finding, 0 unreadable states

                """)
    }

    /// With a project file whose layout places the pages, history pairs them across languages as drift does: here a suffix
    /// layout, whose files no `<lang>/<page>` rule reads.
    @Test func theProjectFilesLayoutPlacesThePages() throws {
        let repository = try TestRepository()
        let table = "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n"
        try repository.write("guidespec.yml", "layout:\n  - \"docs/{page}.{lang}.md\"\n")
        try repository.write("docs/purchase.en.md", table)
        try repository.write("docs/purchase.zh.md", table)
        let c1 = try repository.commit("Both languages")
        try repository.write("docs/purchase.en.md", table + "| TCGB_ERROR_B | 4002 | B. |\n")
        let c2 = try repository.commit("en adds B")
        let run = try CLITests.run(["history", "."], in: repository.folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let (one, two) = (c1.prefix(8), c2.prefix(8))
        #expect(
            run.standardOutput.contains(
                """
                purchase
                  en docs/purchase.en.md: 2 changes
                    2024-01-02 \(one) "Both languages" added
                    2024-01-03 \(two) "en adds B" modified
                  zh docs/purchase.zh.md: 1 change
                    2024-01-02 \(one) "Both languages" added
                  findings at the tip: 1
                    error: error TCGB_ERROR_B (4002) is in en but missing in zh [drift.missing-in-language error:TCGB_ERROR_B]
                      introduced 2024-01-03 \(two) "en adds B" at docs/purchase.en.md:6
                """), "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix("history: 1 page, 2 files, 3 item events, 1 finding, 0 unreadable states\n"), "\(run.standardOutput)")

        // Another folder than the project file's is walked as <lang>/<page>: here, none.
        let elsewhere = try CLITests.run(["history", "docs"], in: repository.folder)
        #expect(
            elsewhere.standardOutput.hasSuffix("history: 0 pages, 0 files, 0 item events, 0 findings, 0 unreadable states\n"),
            "\(elsewhere.standardOutput)")
    }

    @Test func theJSONReportIsWrittenToItsFile() throws {
        let (repository, _, c2) = try Self.repository()
        let output = repository.folder.appendingPathComponent("out/history.json")
        let run = try CLITests.run(["history", repository.path, "--format", "json", "-o", output.path, "--pages", "purch*"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput == "")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        #expect(report["version"] as? Int == 1)
        let walk = try #require(report["walk"] as? [String: Any])
        #expect(walk["tip"] as? String == c2)
        let pages = try #require(report["pages"] as? [[String: Any]])
        let findings = try #require(pages.first?["findings"] as? [[String: Any]])
        let introduced = try #require(findings.first?["introduced"] as? [String: Any])
        #expect(introduced["commit"] as? String == c2)
        #expect(introduced["author"] as? String == "Grace")
        #expect(introduced["line"] as? Int == 6)
    }

    @Test func theHTMLPageIsTheReportPageOfTheJSONWithTheRepositorysTextAsText() throws {
        let repository = try TestRepository()
        try repository.write(
            "en/purchase.md", "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n")
        try repository.write(
            "zh/purchase.md", "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n")
        _ = try repository.commit("Both languages")
        try repository.write(
            "en/purchase.md",
            "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n| TCGB_ERROR_B | 4002 | B. |\n")
        let c2 = try repository.commit("<img src=x onerror=alert(1)> adds B &lt; 5")
        let run = try CLITests.run(["history", repository.path, "--format", "html"])
        #expect(run.exitCode == 0)
        #expect(run.standardError == "")
        let page = run.standardOutput
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains(#"<section id="history" class="report-section">"#))
        #expect(!page.contains(#"<section id="findings""#), "only the history section")
        #expect(
            page.contains(
                #"<span class="introduced">Introduced <time>2024-01-03</time> "#
                    + #"<code>\#(c2.prefix(8))</code> “&lt;img src=x onerror=alert(1)&gt; adds B &amp;lt; 5”"#))
        #expect(!page.contains("<img"))

        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLITests.run(["history", repository.path, "--format", "json", "-o", folder.appendingPathComponent("h.json").path]).exitCode == 0)
        let report = try CLITests.run(["report", "--history", "h.json", "-o", "h.html"], in: folder)
        #expect(report.exitCode == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("h.html"), encoding: .utf8) == page, "one renderer: the same page")
    }

    @Test func badInputExitsTwoWithTheReason() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notRepository = try CLITests.run(["history", folder.path])
        #expect(notRepository.exitCode == 2)
        #expect(notRepository.standardOutput == "")
        #expect(
            notRepository.standardError.hasPrefix("guidespec history: error: \(folder.path) is not a git repository: fatal: not a git repository"))

        let (repository, _, _) = try Self.repository()
        let unknown = try CLITests.run(["history", repository.path, "--since", "v1.0"])
        #expect(unknown.exitCode == 2)
        #expect(
            unknown.standardError
                == "guidespec history: error: --since v1.0: unknown revision: expected a commit of the repository (a branch, tag or commit id)\n")
        let negative = try CLITests.run(["history", repository.path, "--rev", "^HEAD"])
        #expect(negative.exitCode == 2)
        #expect(
            negative.standardError
                == "guidespec history: error: --rev ^HEAD: unknown revision: expected a commit of the repository (a branch, tag or commit id)\n")
        let glob = try CLITests.run(["history", repository.path, "--pages", "[ios"])
        #expect(glob.exitCode == 2)
        #expect(
            glob.standardError
                == "guidespec history: error: --pages [ios: the [ at character 1 is never closed: expected [set] or \\[ for a bracket\n")
        let nothing = try CLITests.run(["history", repository.path, "--pages", "android-*"])
        #expect(nothing.exitCode == 2)
        #expect(nothing.standardOutput == "")
        #expect(nothing.standardError == "guidespec history: error: --pages android-*: no page matches among the 1 pages of the history\n")
        let format = try CLITests.run(["history", repository.path, "--format", "sarif"])
        #expect(format.exitCode == 2)
        #expect(format.standardError.hasPrefix("Error: The value 'sarif' is invalid for '--format <format>': expected text, json, markdown, html\n"))
    }

    @Test func withoutGitItExitsThree() throws {
        let (repository, _, _) = try Self.repository()
        let run = try CLITests.run(["history", repository.path], environment: ["PATH": "/nonexistent"])
        #expect(run.exitCode == 3)
        #expect(
            run.standardError == "guidespec history: error: git not found on PATH: guidespec history reads repositories through the git command\n")
    }

    /// The audit's text-reports-pass-terminal-escapes (history): a commit subject and author holding ESC, BEL, BS and CR reached
    /// the terminal raw, and the CR forged a summary line (and split the Markdown sentence). Each stays on its line.
    @Test func aCommitsControlCharactersReachNoTerminal() throws {
        let (repository, _, _) = try Self.repository()
        try repository.write(
            "en/purchase.md", "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4999 | A. |\n")
        let subject = "typo \u{1B}[31mRED\u{1B}[0m\rhistory: 0 pages, 0 findings (forged)\u{8}\u{8}"
        let tip = try repository.commit(subject, author: "Evil\u{1B}]0;pwn\u{7}\u{1B}[2J")
        let escaped = #"typo \u{1B}[31mRED\u{1B}[0m\rhistory: 0 pages, 0 findings (forged)\u{8}\u{8}"#
        let text = try CLITests.run(["history", repository.path])
        #expect(text.exitCode == 0)
        #expect(text.standardOutput.hasPrefix("history: first-parent history of \(tip.prefix(8)) (2024-01-04 \"\(escaped)\"): 3 commits walked\n"))
        #expect(text.standardOutput.contains("    2024-01-04 \(tip.prefix(8)) \"\(escaped)\" modified\n"))
        #expect(CLITests.controls(in: text.standardOutput).isEmpty)
        #expect(text.standardOutput.split(separator: "\n").filter { $0.hasPrefix("history: ") }.count == 2)
        let markdown = try CLITests.run(["history", repository.path, "--format", "markdown"])
        #expect(CLITests.controls(in: markdown.standardOutput).isEmpty)
        #expect(
            markdown.standardOutput.contains(
                #"(2024-01-04 "typo \\u{1B}\[31mRED\\u{1B}\[0m\\rhistory: 0 pages, 0 findings (forged)\\u{8}\\u{8}"): 3 commits walked; "#))
        let json = try CLITests.run(["history", repository.path, "--format", "json"])
        #expect(json.standardOutput.contains(#""author" : "Evil\u001b]0;pwn\u0007\u001b[2J""#), "JSON keeps the text, escaped as JSON")
    }

    /// A blobless clone whose promisor remote names its own upload-pack command (audit history-partial-clone-lazy-fetch):
    /// git fetches nothing and runs no command the repository names, each state whose blob is not local is skipped with
    /// the documented warning, and the run ends 0, whether the remote can be reached or not.
    @Test(arguments: [true, false])
    func aPartialCloneIsReadWithWhatIsLocal(remoteReachable: Bool) throws {
        let (source, c1, c2) = try Self.repository()
        try source.git("config", "uploadpack.allowFilter", "true")
        let place = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-partial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: place) }
        let clone = place.appendingPathComponent("clone")
        try source.git("-c", "protocol.file.allow=always", "clone", "-q", "--filter=blob:none", "--no-checkout", "file://\(source.path)", clone.path)
        let log = place.appendingPathComponent("uploadpack.log")
        let script = place.appendingPathComponent("upload-pack.sh")
        try Data("#!/bin/sh\necho \"$@\" >> \(log.path)\nexec git-upload-pack \"$@\"\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        if remoteReachable {
            try source.git("-C", clone.path, "config", "remote.origin.uploadpack", script.path)
        } else {
            try source.git("-C", clone.path, "config", "remote.origin.url", "/nonexistent/repository")
        }
        let blobs = try ["\(c1):en/purchase.md", "\(c2):en/purchase.md", "\(c1):zh/purchase.md"].map {
            try source.git("rev-parse", $0).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let run = try CLITests.run(["history", clone.path])
        #expect(run.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: log.path), "git ran the upload-pack command the repository names")
        let skipped = "is not in the repository (a shallow or partial clone?); the page's state at this commit is skipped [history.missing-blob]"
        #expect(
            run.standardError == """
                en/purchase.md:1: warning: at commit \(c1.prefix(8)): blob \(blobs[0]) \(skipped)
                zh/purchase.md:1: warning: at commit \(c1.prefix(8)): blob \(blobs[2]) \(skipped)
                en/purchase.md:1: warning: at commit \(c2.prefix(8)): blob \(blobs[1]) \(skipped)

                """)
    }
}
