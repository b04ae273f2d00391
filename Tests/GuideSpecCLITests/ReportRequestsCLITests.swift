import Foundation
import Testing
import GuideSpecTestSupport

/// Several reports from one run (`--format FORMAT=FILE`, repeatable; `-o/--output` for the one without a file) in
/// `drift`, `history`, `conform` and `check`: each file holds the bytes of the run that asks for that format alone, a
/// mistake in the options is exit 2 with what was expected, and a run that stops on bad input writes none of them.
@Suite struct ReportRequestsCLITests {
    /// Runs `arguments` once per format with `--format FORMAT -o FILE`, then once with every format as `FORMAT=FILE` and
    /// the first format bare (to standard output), and expects the same bytes, exit code and (through `normalize`) text.
    static func expectOneRunEqualsSingleRuns(
        _ arguments: [String], formats: [String], exit: Int32, in folder: URL = Paths.packageRoot,
        normalize: (String) -> String = { $0 }
    ) throws {
        let out = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var single: [String: String] = [:]
        for format in formats {
            let file = out.appendingPathComponent("single.\(format)").path
            let run = try CLITests.run(arguments + ["--format", format, "-o", file], in: folder)
            #expect(run.exitCode == exit, "\(format): \(run.standardError)")
            single[format] = normalize(try String(contentsOfFile: file, encoding: .utf8))
        }
        let files = formats.dropFirst().flatMap { ["--format", "\($0)=\(out.appendingPathComponent("all.\($0)").path)"] }
        let run = try CLITests.run(arguments + ["--format", formats[0]] + files, in: folder)
        #expect(run.exitCode == exit, "\(run.standardError)")
        #expect(normalize(run.standardOutput) == single[formats[0]], "\(formats[0]) on standard output")
        for format in formats.dropFirst() {
            let bytes = normalize(try String(contentsOfFile: out.appendingPathComponent("all.\(format)").path, encoding: .utf8))
            #expect(bytes == single[format], "\(format) written beside the others")
        }
    }

    @Test func oneDriftRunWritesEveryFormatAsItsOwnRunWould() throws {
        try Self.expectOneRunEqualsSingleRuns(["drift"], formats: ["text", "json", "sarif", "markdown", "html"], exit: 1)
        try Self.expectOneRunEqualsSingleRuns(
            ["drift", "--baseline", "drift/baseline.json"], formats: ["markdown", "sarif", "html", "json", "text"], exit: 0)
    }

    @Test func oneHistoryRunWritesEveryFormatAsItsOwnRunWould() throws {
        let (repository, _, _) = try HistoryCLITests.repository()
        try Self.expectOneRunEqualsSingleRuns(
            ["history", repository.path], formats: ["text", "json", "markdown", "html"], exit: 0)
    }

    @Test func oneConformRunWritesEveryFormatAsItsOwnRunWould() throws {
        let folder = try ConformCLITests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let adapter = "python3 \(ConformCLITests.fixture) good golden/cases.jsonl"
        // JUnit gives each case's measured time: the runs agree on everything else.
        let times = try Regex(#"time="[0-9]+\.[0-9]{3}""#)
        try Self.expectOneRunEqualsSingleRuns(
            ["conform", "--adapter", adapter], formats: ["json", "junit", "markdown", "html", "text"], exit: 1, in: folder
        ) { $0.replacing(times, with: "TIME") }
    }

    @Test func conformPrintsItsTextReportWhenEveryReportGoesToAFile() throws {
        let folder = try ConformCLITests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let adapter = "python3 \(ConformCLITests.fixture) good golden/cases.jsonl"
        let text = try CLITests.run(["conform", "--adapter", adapter], in: folder)
        let run = try CLITests.run(["conform", "--adapter", adapter, "--format", "json=run.json", "-o", "x.xml", "--format", "junit"], in: folder)
        #expect(run.exitCode == 1)
        #expect(run.standardOutput == text.standardOutput)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("run.json").path))
        #expect(try String(contentsOf: folder.appendingPathComponent("x.xml"), encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test func checkWritesTheSummaryAsMarkdownTheDriftStepAsSARIFAndTheReportPageFromOneRun() throws {
        let out = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let markdown = out.appendingPathComponent("check.md").path
        let sarif = out.appendingPathComponent("check.sarif").path
        let html = out.appendingPathComponent("check.html").path
        let run = try CLITests.run([
            "check", "--format", "text", "--format", "markdown=\(markdown)", "--format", "sarif=\(sarif)", "--format", "html=\(html)",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("ok   spec "))
        #expect(
            run.standardOutput.hasSuffix("check: passed (5 steps)\nreport: created \(markdown)\nreport: created \(sarif)\nreport: created \(html)\n"))
        let summary = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(summary.hasPrefix("## ✅ GuideSpec check: passed (5 steps)\n\n| Step | Verdict | Summary | What broke |\n| --- | --- | --- | --- |\n"))
        #expect(summary.contains("\n| drift | ok | no new drift (13 findings accepted by drift/baseline.json) |  |\n"))
        // The drift step's SARIF is what drift gives on the same guides and baseline.
        let drift = try CLITests.run(["drift", "--baseline", "drift/baseline.json", "--format", "sarif"])
        #expect(try String(contentsOfFile: sarif, encoding: .utf8) == drift.standardOutput)
        #expect(try String(contentsOfFile: html, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func aMistakeInTheReportOptionsIsExitTwoWithWhatWasExpected() throws {
        let out = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("r").path
        let cases: [([String], String)] = [
            (["drift", "--format", "sarif="], #"--format sarif=: expected a file name after "=", as in --format sarif=FILE"#),
            (
                ["drift", "--format", "pdf=\(file)"],
                "The value 'pdf=\(file)' is invalid for '--format <format>': expected text, json, sarif, markdown, html"
            ),
            (
                ["history", ".", "--format", "text", "--format", "json"],
                "--format text and --format json both go to standard output: give all but one a file, as in --format json=FILE"
            ),
            (
                ["drift", "--format", "text", "--format", "json", "-o", file],
                "--format text and --format json both go to \(file): give all but one a file, as in --format json=FILE"
            ),
            (
                ["conform", "--adapter", "x", "--format", "json=\(file)", "-o", file + "2"],
                "-o \(file)2 is the file of a --format given without one, and every --format here names its file"
            ),
            (
                ["check", "--format", "sarif=\(file)", "--format", "html=\(out.path)/./r"],
                "two reports would be written to \(out.path)/./r: give each --format its own file"
            ),
        ]
        for (arguments, message) in cases {
            let run = try CLITests.run(arguments)
            #expect(run.exitCode == 2, "\(arguments)")
            #expect(run.standardError.hasPrefix("Error: \(message)\n"), "\(arguments): \(run.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["zh"])
    }

    @Test func aDriftRunThatCannotReadAGuideWritesNoReportFile() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Data("# P\n\n| Error | Error Code |\n| --- | --- |\n| TCGB_ERROR_A | 1 |\n".utf8).write(to: folder.appendingPathComponent("en/p.md"))
        try Data([0xC0, 0x80]).write(to: folder.appendingPathComponent("zh/p.md"))
        let run = try CLITests.run(
            ["drift", "en/p.md", "zh/p.md", "--format", "text", "--format", "sarif=p.sarif", "--format", "html=p.html"], in: folder)
        #expect(run.exitCode == 2)
        #expect(run.standardError.hasSuffix("p.sarif: not written: a guide could not be read\np.html: not written: a guide could not be read\n"))
        #expect(run.standardOutput.hasPrefix("drift: ") || run.standardOutput.contains("\ndrift: "))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.sarif").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.html").path))
    }
}
