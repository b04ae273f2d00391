import Foundation
import GuideSpecTestSupport
import Testing

/// `guidespec report` and the HTML of drift, conform and check: the page written, exit codes 0 and 2, and the same
/// page whichever command made it.
@Suite struct ReportCLITests {
    @Test func aDriftReportBecomesAPageWrittenOnlyWhenItChanges() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("drift.json").path
        let page = folder.appendingPathComponent("report.html").path
        #expect(try CLITests.run(["drift", "--baseline", "drift/baseline.json", "--format", "json", "--output", json]).exitCode == 0)
        let first = try CLITests.run(["report", "--drift", json, "-o", page])
        #expect(first.exitCode == 0)
        #expect(first.standardError == "created: \(page)\n")
        #expect(first.standardOutput == "")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains(#"<code class="path">guides/zh/ios-purchase.md:178</code>"#))
        let second = try CLITests.run(["report", "--drift", json, "-o", page])
        #expect(second.standardError == "unchanged: \(page)\n")
        let direct = try CLITests.run(["drift", "--baseline", "drift/baseline.json", "--format", "html"])
        #expect(direct.exitCode == 0)
        #expect(direct.standardOutput == html, "drift --format html gives the page of its JSON report")
    }

    @Test func everyUnreadableInputIsNamedAndNothingIsWritten() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\n  \"version\": 1,\n  \"findings\": [,]\n}\n".utf8).write(to: folder.appendingPathComponent("drift.json"))
        try Data(#"{"version": 1, "findings": []}"#.utf8).write(to: folder.appendingPathComponent("run.json"))
        let run = try CLITests.run(
            ["report", "--drift", "drift.json", "--conform", "run.json", "--conform", "gone.json", "-o", "out.html"], in: folder)
        #expect(run.exitCode == 2)
        #expect(
            run.standardError == """
                drift.json:3: error: not valid JSON: expected the JSON report of guidespec drift --format json
                run.json: error: not a conform report (this is a drift report: give it with --drift): expected the JSON report of guidespec conform \
                --format json
                gone.json: error: does not exist: expected a JSON report

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.html").path))
    }

    @Test func aReportOverItsLimitIsRefusedByItsSizeWithoutBeingRead() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.json")
        _ = FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 5_000_000_000)
        try handle.close()
        let run = try CLITests.run(["report", "--conform", "big.json", "-o", "out.html"], in: folder)
        #expect(run.exitCode == 2)
        #expect(run.standardError == "big.json: error: is 5000000000 bytes, over the 67108864-byte limit for a JSON report\n")
    }

    @Test func aPageThatCannotBeWrittenIsExitThree() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("drift.json").path
        #expect(try CLITests.run(["drift", "--baseline", "drift/baseline.json", "--format", "json", "--output", json]).exitCode == 0)
        let run = try CLITests.run(["report", "--drift", json, "-o", json + "/report.html"])
        #expect(run.exitCode == 3)
        #expect(run.standardError.hasPrefix(json + "/report.html: "))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        (["report", "-o", "out.html"], "Error: give --drift FILE, --conform FILE, --history FILE, or several"),
        (["drift", "--format", "htm"], "Error: The value 'htm' is invalid for '--format <format>': expected text, json, sarif, markdown, html"),
    ])
    func usageMistakesExitTwo(arguments: [String], message: String) throws {
        let run = try CLITests.run(arguments)
        #expect(run.exitCode == 2)
        #expect(run.standardError.hasPrefix(message + "\n"))
    }

    @Test func conformWritesThePageOfItsRun() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("conform.html").path
        let run = try CLITests.run(["conform", "--adapter", "python3 adapters/python/guidespec_adapter.py", "--format", "html", "--output", page])
        #expect(run.exitCode == 0)
        func count(_ name: String) throws -> Int {
            try String(contentsOf: Paths.packageRoot.appendingPathComponent("golden/" + name), encoding: .utf8).split(separator: "\n").count
        }
        // The Python adapter's hello names its page, ios-purchase: the observer page's cases are not sent, only counted.
        let (cases, observer) = (try count("ios-purchase.jsonl"), try count("storekit-observer.jsonl"))
        // The text summary on standard output and the page count the same run.
        let summary = try #require(run.standardOutput.split(separator: "\n").last)
        #expect(
            summary
                == "\(cases) cases: \(cases) passed, 0 failed, 0 errored, 0 skipped, 0 expected failures; not run: \(observer) on pages not selected")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#"<h3><span class="column-no">#1</span> guidespec-python-adapter 1.0.0</h3>"#))
        #expect(html.contains("\(cases) cases: \(cases) passed"))
        #expect(html.contains("Every case that ran passed or was skipped in every run."))
    }

    @Test func checkWritesTheReportOfItsDriftAndConformanceSteps() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("check.html").path
        let run = try CLITests.run(["check", "--report", page])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.hasSuffix("check: passed (5 steps)\nreport: created \(page)\n"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains(#"<section id="findings" class="report-section">"#))
        #expect(html.contains(#"<section id="conformance" class="report-section">"#))
        #expect(html.contains("guidespec-reference 2.0.0") && html.contains("swift-store-observer 1.0.0"), "both reference adapters' runs")
    }

    @Test func checkRefusesAReportPathThatCannotBeWrittenBeforeItRuns() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file").path
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        let run = try CLITests.run(["check", "--report", file + "/check.html"])
        #expect(run.exitCode == 3)
        #expect(run.standardOutput == "", "no step runs")
        #expect(run.standardError == "\(file)/check.html: cannot be written: \(file) is not a folder\n")
    }

    @Test func conformQuotesNoGuideFileOutsideTheWorkingFolderWhateverTheGoldenFileNames() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work.appendingPathComponent("golden"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: work.appendingPathComponent("guides"), withIntermediateDirectories: true)
        try Data("a line from outside\n".utf8).write(to: folder.appendingPathComponent("secret.md"))
        try Data("a line from inside\n".utf8).write(to: work.appendingPathComponent("guides/page.md"))
        let absolute = folder.appendingPathComponent("secret.md").path
        // The reference answer is provided: true, so the case fails and its sources are quoted.
        let sources = [("../secret.md", "en"), (absolute, "ja"), ("guides/page.md", "zh")].map { file, language in
            #"{"file":"\#(file)","item":"api:requestActivatedPurchasesWithCompletion:","language":"\#(language)","line":1}"#
        }
        let golden =
            #"{"disputedBy":[],"expected":{"provided":false},"#
            + #""id":"ios-purchase/ios/api-surface/TCGBPurchase.requestActivatedPurchasesWithCompletion:","#
            + #""input":{"name":"requestActivatedPurchasesWithCompletion:","owner":"TCGBPurchase","parameters":null},"languages":["en","zh"],"#
            + #""operation":"api.method","platform":"ios","sources":["#
            + sources.joined(separator: ",") + "]}\n"
        try Data(golden.utf8).write(to: work.appendingPathComponent("golden/ios-purchase.jsonl"))
        let adapter = "python3 " + Paths.packageRoot.appendingPathComponent("adapters/python/guidespec_adapter.py").path
        let run = try CLITests.run(["conform", "--adapter", adapter, "--golden", "golden", "--format", "html", "--output", "page.html"], in: work)
        #expect(run.exitCode == 1, "the tampered case fails")
        let hint = "run from a folder that holds it, or give the --format json report to guidespec report --root"
        #expect(
            run.standardError == """
                ../secret.md: warning: outside the report's root folder .: its lines are not quoted (\(hint))
                \(absolute): warning: outside the report's root folder .: its lines are not quoted (\(hint))

                """)
        let html = try String(contentsOf: work.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(html.contains("a line from inside"))
        #expect(!html.contains("a line from outside"))
        #expect(html.contains("not read: the file lies outside the report&#39;s root folder"))
    }

    /// Audit report-nul-path-reads-any-file-in-root: a path ending in `\u0000.md` passed the guide-extension check, and the
    /// system read the file named before the NUL into the page. The path is refused before any file is opened.
    @Test func aPathHoldingANULQuotesNothing() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("token = SECRET\n".utf8).write(to: folder.appendingPathComponent("secret.conf"))
        let finding =
            #"""
            {"baselined":false,"fingerprint":"9ac0fed010fd3e5f","locations":[{"endLine":2,"file":"secret.conf\u0000.md","language":"en",\#
            "line":1,"note":"en: X = 1"}],"message":"error X (1) is in en but missing in \#
            zh","page":"p","rule":"drift.missing-in-language","severity":"error","subject":"error:X"}
            """#
        let summary = #"{"baselined":0,"findings":1,"new":1,"staleBaselineEntries":0,"verdict":"fail"}"#
        let drift = #"{"findings":["# + finding + #"],"staleBaselineEntries":[],"summary":"# + summary + #","version":1}"#
        try Data(drift.utf8).write(to: folder.appendingPathComponent("drift.json"))
        let run = try CLITests.run(["report", "--drift", "drift.json", "-o", "r.html"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let html = try String(contentsOf: folder.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(!html.contains("SECRET"))
        #expect(html.contains(#"cannot be read: the path holds a NUL character (\u0000), which no file name can"#))
    }

    @Test func driftQuotesTheGuidesItWasGivenWhereverTheyLie() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let guides = ["guides/zh/ios-purchase.md", "guides/en/ios-purchase.txt"].map { Paths.packageRoot.appendingPathComponent($0).path }
        let run = try CLITests.run(["drift"] + guides + ["--format", "html"], in: folder)
        #expect(run.exitCode == 1, "findings, with no baseline")
        #expect(!run.standardError.contains("warning: outside"))
        #expect(run.standardOutput.contains(#"<code class="path">\#(guides[0]):178</code>"#))
        #expect(!run.standardOutput.contains("not read: the file lies outside"))
    }
}
