import Foundation
import GuideSpecTestSupport
import Testing

/// `guidespec report --history` and `--root`: a history file read as a stranger's file, the commit that introduced a
/// finding in its card, and guide files outside the root left unread with a warning.
@Suite struct ReportHistoryCLITests {
    static let expected = "expected the JSON report of guidespec history --format json"

    @Test(arguments: [
        ("{\n  \"version\": 1,\n  \"pages\": [,]\n}\n", "h.json:3: error: not valid JSON: \(expected)"),
        (#"{"version": 1, "walk": {}, "pages": [{"page": 3, "items": []}]}"#, "h.json: error: pages[0].page is not a string: \(expected)"),
        (
            #"{"version": 1, "walk": {}, "pages": [{"page": "p", "items": [{"language": "en", "key": "k"}]}]}"#,
            "h.json: error: pages[0].items[0].events is missing: \(expected)"
        ),
        (#"{"version": 1, "walk": {}}"#, "h.json: error: pages is missing: \(expected)"),
        (#"{"version": 2, "walk": {}, "pages": []}"#, "h.json: error: version 2 is not a version this build reads: expected 1"),
        (#"{"version": 1, "findings": []}"#, "h.json: error: not a history report (this is a drift report: give it with --drift): \(expected)"),
        (
            #"{"reportVersion": 1, "cases": []}"#,
            "h.json: error: not a history report (this is a conform report: give it with --conform): \(expected)"
        ),
        (#"[1, 2]"#, "h.json: error: the document is not an object: \(expected)"),
    ])
    func aHistoryThatIsNotOneIsRefusedAndNothingIsWritten(json: String, message: String) throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(json.utf8).write(to: folder.appendingPathComponent("h.json"))
        let run = try CLITests.run(["report", "--history", "h.json", "-o", "out.html"], in: folder)
        #expect(run.exitCode == 2)
        #expect(run.standardError == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.html").path))
    }

    @Test func aHistoryGivenAsDriftIsNamed() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"version": 1, "walk": {}, "pages": []}"#.utf8).write(to: folder.appendingPathComponent("h.json"))
        let run = try CLITests.run(["report", "--drift", "h.json", "-o", "out.html"], in: folder)
        #expect(run.exitCode == 2)
        #expect(
            run.standardError
                == """
                h.json: error: not a drift report (this is a history report: give it with --history): expected the JSON report of guidespec \
                drift --format json\n
                """
        )
    }

    @Test func eachFindingCardSaysTheCommitThatIntroducedIt() throws {
        let repository = try TestRepository()
        let table = "# Purchase\n\n| Error | Error Code | Description |\n| --- | --- | --- |\n| TCGB_ERROR_A | 4001 | A. |\n"
        try repository.write("en/purchase.md", table)
        try repository.write("zh/purchase.md", table)
        _ = try repository.commit("Both languages")
        try repository.write("en/purchase.md", table + "| TCGB_ERROR_B | 4002 | B. |\n")
        let c2 = try repository.commit("en adds B", author: "Grace")
        #expect(try CLITests.run(["history", ".", "--format", "json", "-o", "../h.json"], in: repository.folder).exitCode == 0)
        #expect(
            try CLITests.run(["drift", "en/purchase.md", "zh/purchase.md", "--format", "json", "-o", "../d.json"], in: repository.folder).exitCode
                == 1)
        let run = try CLITests.run(
            ["report", "--drift", "../d.json", "--history", "../h.json", "--root", "..", "-o", "../r.html"], in: repository.folder)
        defer {
            for name in ["h.json", "d.json", "r.html"] {
                try? FileManager.default.removeItem(at: repository.folder.deletingLastPathComponent().appendingPathComponent(name))
            }
        }
        #expect(run.exitCode == 0)
        let page = try String(contentsOf: repository.folder.deletingLastPathComponent().appendingPathComponent("r.html"), encoding: .utf8)
        #expect(page.contains(#"<span class="since">since 2024-01-03</span>"#))
        #expect(
            page.contains(
                #"<p class="introduced">Introduced <time>2024-01-03</time> "#
                    + #"<code>\#(c2.prefix(8))</code> “en adds B”"#
                    + #"<span class="author"> (Grace)</span> at <code class="path">en/purchase.md:6</code> · "#
                    + ##"<a href="#introduced-d578a39aa2952dc4">In the history</a></p>"##))
        #expect(page.contains(#"<li id="introduced-d578a39aa2952dc4" class="introduction""#))
        #expect(page.contains(##"<a href="#finding-d578a39aa2952dc4">The finding</a>"##))
        #expect(page.contains(#"<details id="item-purchase.en.error_3aTCGB_5fERROR_5fB" class="timeline""#))
    }

    @Test func guideFilesOutsideTheRootAreNotReadAndAWarningNamesThem() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Data("# Secret\n\nSECRET-OUTSIDE\n".utf8).write(to: folder.appendingPathComponent("secret.md"))
        try Data("# Page\n\nINSIDE-LINE\n".utf8).write(to: work.appendingPathComponent("en/page.md"))
        try FileManager.default.createSymbolicLink(
            at: work.appendingPathComponent("en/link.md"), withDestinationURL: folder.appendingPathComponent("secret.md"))
        let absolute = folder.appendingPathComponent("secret.md").path
        func location(_ file: String) -> String { #"{"file": "\#(file)", "line": 3, "endLine": 3, "language": "en", "note": ""}"# }
        let drift = """
            {"version": 1, "summary": {"baselined": 0, "findings": 1, "new": 1, "staleBaselineEntries": 0, "verdict": "fail"}, \
            "staleBaselineEntries": [],
             "findings": [{"rule": "drift.missing-in-language", "severity": "error", "page": "page", "message": "m", "subject": "s",
                           "fingerprint": "0123456789abcdef", "baselined": false,
                           "locations": [\(location("en/page.md")), \(location("../secret.md")), \(location(absolute)), \(location("en/link.md")),
                                         \(location("en/../../work/en/page.md"))]}]}
            """
        try Data(drift.utf8).write(to: work.appendingPathComponent("d.json"))

        let run = try CLITests.run(["report", "--drift", "d.json", "-o", "r.html"], in: work)
        #expect(run.exitCode == 0)
        #expect(
            run.standardError == """
                ../secret.md: warning: outside the report's root folder .: its lines are not quoted (give --root with a folder that holds it)
                \(absolute): warning: outside the report's root folder .: its lines are not quoted (give --root with a folder that holds it)
                en/link.md: warning: outside the report's root folder .: its lines are not quoted (give --root with a folder that holds it)
                created: r.html

                """)
        let page = try String(contentsOf: work.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(!page.contains("SECRET-OUTSIDE"))
        #expect(page.components(separatedBy: "INSIDE-LINE").count == 3, "en/page.md and en/../../work/en/page.md are inside")
        #expect(page.components(separatedBy: "not read: the file lies outside the report&#39;s root folder").count > 3)

        let widened = try CLITests.run(["report", "--drift", "d.json", "--root", "..", "-o", "wide.html"], in: work)
        #expect(widened.exitCode == 0)
        #expect(widened.standardError == "created: wide.html\n")
        #expect(try String(contentsOf: work.appendingPathComponent("wide.html"), encoding: .utf8).contains("SECRET-OUTSIDE"))

        let missing = try CLITests.run(["report", "--drift", "d.json", "--root", "nowhere", "-o", "x.html"], in: work)
        #expect(missing.exitCode == 2)
        #expect(missing.standardError == "nowhere: error: no such file or folder: expected a folder for --root\n")
    }
}
