import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec drift` end to end on the bundled guides: reports, the baseline, exit codes 0, 1 and 2.
@Suite struct DriftCLITests {
    static let shape = #"expected {"version": 1, "entries": [{"fingerprint", "rule", "page", "subject", "reason"}, …]} (see docs/drift-format.md)"#

    /// A file holding `text` in a fresh temporary folder; the caller removes the folder.
    static func temporaryFile(_ name: String, _ text: String) throws -> URL {
        let folder = try CLITests.temporaryFolder()
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func theCheckedInBaselineAcceptsTheBundledGuides() throws {
        let run = try CLITests.run(["drift", "--baseline", "drift/baseline.json"])
        #expect(run.exitCode == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput.hasPrefix("drift: 0 new findings, "))
        #expect(run.standardOutput.hasSuffix(" baselined, 0 stale baseline entries\n"))
    }

    @Test func withoutABaselineTheBundledGuidesDrift() throws {
        let run = try CLITests.run(["drift"])
        #expect(run.exitCode == 1)
        #expect(run.standardOutput.contains("drift.missing-in-language: "))
        #expect(run.standardOutput.contains("guides/en/ios-purchase.txt:"))
        #expect(run.standardOutput.contains("guides/zh/ios-purchase.md:"))
        #expect(run.standardOutput.contains(" 0 baselined, 0 stale baseline entries\n"))
    }

    @Test func jsonReportParses() throws {
        let run = try CLITests.run(["drift", "--format", "json", "--baseline", "drift/baseline.json"])
        #expect(run.exitCode == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(report["version"] as? Int == 1)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["new"] as? Int == 0)
        #expect(summary["verdict"] as? String == "pass")
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0["baselined"] as? Bool == true && ($0["fingerprint"] as? String)?.count == 16 })
    }

    @Test func sarifGoesToTheOutputFileWithRelativeURIs() throws {
        let output = try CLITests.temporaryFolder().appendingPathComponent("drift.sarif")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let run = try CLITests.run(["drift", "--format", "sarif", "--output", output.path])
        #expect(run.exitCode == 1)
        #expect(run.standardOutput == "")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let uris = results.flatMap { result in
            ((result["locations"] as? [[String: Any]] ?? []) + (result["relatedLocations"] as? [[String: Any]] ?? [])).compactMap {
                (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
            }
        }
        #expect(
            Set(uris) == [
                "guides/zh/ios-purchase.md", "guides/en/ios-purchase.txt", "guides/zh/storekit-observer-swift.md", "guides/zh/storekit-iosiap-cpp.md",
            ])
    }

    @Test func aStaleEntryFailsAndIsNamed() throws {
        let baseline = try String(contentsOf: Paths.packageRoot.appendingPathComponent("drift/baseline.json"), encoding: .utf8)
            .replacingOccurrences(
                of: "\"entries\" : [",
                with: """
                    "entries" : [
                        {"fingerprint": "00000000deadbeef", "page": "ios-purchase", "reason": "fixed", "rule": "drift.gone", "subject": "error:1"},
                    """)
        let file = try Self.temporaryFile("baseline.json", baseline)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let run = try CLITests.run(["drift", "--baseline", file.path])
        #expect(run.exitCode == 1)
        #expect(
            run.standardOutput.contains(
                "stale baseline entry drift.gone error:1 (page ios-purchase, fingerprint 00000000deadbeef) matches no finding"))
        #expect(run.standardOutput.hasSuffix(" baselined, 1 stale baseline entry\n"))
    }

    @Test func badBaselineJSONIsFileLineAndExitTwo() throws {
        let file = try Self.temporaryFile("baseline.json", "{\n  \"version\": 1\n  \"entries\": []\n}\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let run = try CLITests.run(["drift", "--baseline", file.path])
        #expect(run.exitCode == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "\(file.path):3: error: not valid JSON: \(Self.shape)\n")
    }

    @Test func anEntryWithoutAReasonIsExitTwo() throws {
        let file = try Self.temporaryFile(
            "baseline.json",
            """
            {
              "entries": [
                {"fingerprint": "a1", "page": "ios-purchase", "rule": "drift.x", "subject": "error:1"}
              ],
              "version": 1
            }
            """)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let run = try CLITests.run(["drift", "--baseline", file.path])
        #expect(run.exitCode == 2)
        #expect(
            run.standardError
                == #"\#(file.path):3: error: entries[0] (drift.x error:1) has no "reason": expected a non-empty string saying why the finding "#
                + #"is accepted"#
                + "\n")
    }

    @Test func aMissingBaselineIsExitTwo() throws {
        let run = try CLITests.run(["drift", "--baseline", "drift/no-such-baseline.json"])
        #expect(run.exitCode == 2)
        #expect(run.standardError.hasPrefix("drift/no-such-baseline.json: error: cannot read the baseline file"))
    }

    @Test func anUnreadableGuideIsExitTwo() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# T\n\n".utf8 + [0xC0, 0x80]).write(to: folder.appendingPathComponent("zh/page.md"))
        let broken = try CLITests.run(["drift", "zh/page.md"], in: folder)
        #expect(broken.exitCode == 2)
        #expect(broken.standardOutput == "drift: 0 new findings, 0 baselined, 0 stale baseline entries\n")
        #expect(broken.standardError == "zh/page.md:3: error: invalid UTF-8 at line 3, byte 1: expected UTF-8 text [input.invalid-utf8]\n")
        let missing = try CLITests.run(["drift", "zh/none.md"], in: folder)
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.hasPrefix("zh/none.md:1: error: file does not exist: expected a guide page [input.unreadable]\n"))
    }

    @Test func updateBaselineNeedsAReasonThenWritesOnce() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("baseline.json").path
        let noReason = try CLITests.run(["drift", "--baseline", path, "--update-baseline"])
        #expect(noReason.exitCode == 2)
        #expect(noReason.standardError.hasSuffix("pass --reason TEXT\n"))
        let created = try CLITests.run(["drift", "--baseline", path, "--update-baseline", "--reason", "seed"])
        #expect(created.exitCode == 0)
        #expect(created.standardError.hasPrefix("added drift.missing-in-language "))
        #expect(created.standardError.hasSuffix("created: \(path)\n"))
        let again = try CLITests.run(["drift", "--baseline", path, "--update-baseline"])
        #expect(again.exitCode == 0)
        #expect(again.standardError == "unchanged: \(path)\n")
    }

    @Test(arguments: [
        (["drift", "--update-baseline"], "--update-baseline needs --baseline FILE"),
        (["drift", "--reason", "x"], "--reason only applies with --update-baseline"),
        (["drift", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>': expected text, json, sarif, markdown, html\n"),
        (
            ["drift", "--format", "junit"],
            "Error: The value 'junit' is invalid for '--format <format>': expected text, json, sarif, markdown, html\n"
        ),
    ])
    func usageMistakesExitTwo(arguments: [String], message: String) throws {
        let run = try CLITests.run(arguments)
        #expect(run.exitCode == 2)
        #expect(run.standardError.contains(message))
    }

    /// The audit's text-reports-pass-terminal-escapes (drift): a guide heading holding ESC, BEL and BS reached the terminal raw,
    /// setting its title, clearing it and recolouring it. Text and Markdown write every control as an escape.
    @Test func aGuidesControlCharactersReachNoTerminal() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        var zh = try String(contentsOf: Paths.packageRoot.appendingPathComponent("guides/zh/ios-purchase.md"), encoding: .utf8).components(
            separatedBy: "\n")
        #expect(zh[51] == "### Consume Flow")
        zh[51] = "### Consume \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{1B}[31mRED\u{8}\u{8} Flow"
        try Data(zh.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("zh/ios-purchase.md"))
        try FileManager.default.copyItem(
            at: Paths.packageRoot.appendingPathComponent("guides/en/ios-purchase.txt"), to: folder.appendingPathComponent("en/ios-purchase.txt"))
        let flow = #"Consume \u{1B}]0;PWNED\u{7}\u{1B}[2J\u{1B}[31mRED\u{8}\u{8} Flow"#
        let text = try CLITests.run(["drift", "zh/ios-purchase.md", "en/ios-purchase.txt"], in: folder)
        #expect(text.exitCode == 1)
        #expect(
            text.standardOutput.contains(
                """
                  error: flow \(flow) is in zh but missing in en [flow:\(flow)]
                    zh/ios-purchase.md:52: zh: \(flow), 3 steps

                """))
        #expect(CLITests.controls(in: text.standardOutput).isEmpty)
        let markdown = try CLITests.run(["drift", "zh/ios-purchase.md", "en/ios-purchase.txt", "--format", "markdown"], in: folder)
        let cell = #"Consume \\u{1B}\]0;PWNED\\u{7}\\u{1B}\[2J\\u{1B}\[31mRED\\u{8}\\u{8} Flow"#
        #expect(
            markdown.standardOutput.contains(
                "| error | flow \(cell) is in zh but missing in en | flow:\(cell) | zh/ios-purchase.md:52: zh: \(cell), 3 steps<br>"))
        #expect(CLITests.controls(in: markdown.standardOutput).isEmpty)
    }
}
