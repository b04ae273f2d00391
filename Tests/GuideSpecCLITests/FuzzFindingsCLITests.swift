import Foundation
import Testing
import GuideSpecTestSupport

/// Every input that once crashed or stalled guidespec (`../shared/fuzz-findings/*/info.txt` gives the command) ends with
/// its documented exit code and exactly its diagnostics. Skipped, with a message, when the folder is absent.
@Suite(.enabled(if: Paths.fuzzFindingsAvailable, "needs ../shared/fuzz-findings"))
struct FuzzFindingsCLITests {
    static let findings = Paths.fuzzFindings

    /// How long a run may take before it counts as a hang: a detector of the stalls these inputs caused (minutes, or
    /// never ending), far above their time in a debug build; speed itself is measured by `guidespec-dev bench-scaling`.
    static let deadline: TimeInterval = 120

    /// What each known finding must give: its exit code and its whole standard error (empty where the pages are
    /// readable and the command reports findings or specs on standard output). A new folder needs its line here.
    static let expected: [String: (exit: Int32, standardError: String)] = [
        "crash-3af1935da7c0": (1, ""),
        "crash-833f2a1faa11": (1, ""),
        "crash-a8d31c0f6cb1": (1, ""),
        "hang-1873756a6dd3": (1, ""),
        "hang-22a0a37b1624": (
            2,
            """
            en/error-code.md:53: error: line has 56417 table cells, over the limit of 64 columns (cmark-gfm's time and memory grow with a table's \
            width): split the table [markdown.table-too-wide]

            """
        ),
        "hang-bdfa3b4d5deb": (
            2,
            """
            en/unity-purchase.md:637: error: line has 64733 table cells, over the limit of 64 columns (cmark-gfm's time and memory grow with a \
            table's width): split the table [markdown.table-too-wide]

            """
        ),
        "hang-c0605e432e03": (
            2,
            """
            ja/unity-purchase.md:605: error: line 605 is 514439 bytes, over the 262144-byte limit for a line of a guide page [input.line-too-long]

            """
        ),
        "hang-d3c7337b3cea": (
            2,
            """
            zh/ios-purchase.md:93: error: line 93 is 658125 bytes, over the 262144-byte limit for a line of a guide page [input.line-too-long]
            zh/ios-purchase.md:93: error: line 93 is 658125 bytes, over the 262144-byte limit for a line of a guide page [input.line-too-long]

            """
        ),
        "min-c1-intmin": (
            0,
            """
            zh/c1-intmin.md:3: warning: error table row has the code -9223372036854775808, beyond ±9007199254740991 (the largest integer a JSON \
            number holds exactly): the row was not read [extract.error-code-out-of-range]

            """
        ),
        "min-c2-blockquote": (
            2,
            """
            zh/c2-blockquote.md:1: error: quotations and lists are nested more than 100 levels deep: GuideSpec reads at most 100 levels (guides use \
            a few); nothing deeper was read [markdown.nesting-too-deep]
            no spec written: 1 of 1 guide files could not be read

            """
        ),
        "min-c2-emphasis": (
            2,
            """
            zh/c2-emphasis.md:1: error: line 1 is 540001 bytes, over the 262144-byte limit for a line of a guide page [input.line-too-long]
            no spec written: 1 of 1 guide files could not be read

            """
        ),
        "min-c2-list": (
            2,
            """
            zh/c2-list.md:1: error: quotations and lists are nested more than 100 levels deep: GuideSpec reads at most 100 levels (guides use a \
            few); nothing deeper was read [markdown.nesting-too-deep]
            no spec written: 1 of 1 guide files could not be read

            """
        ),
        "min-c3-brackets": (0, ""),
        "min-h1-golden-ranges": (
            0,
            """
            zh/golden-unknowncode-ranges.md:17: warning: error table row has the code 9999999999999999, beyond ±9007199254740991 (the largest \
            integer a JSON number holds exactly): the row was not read [extract.error-code-out-of-range]
            zh/golden-unknowncode-ranges.md:18: warning: error table row has the code 10000000000000000, beyond ±9007199254740991 (the largest \
            integer a JSON number holds exactly): the row was not read [extract.error-code-out-of-range]
            zh/golden-unknowncode-ranges.md:19: warning: error table row has the code 100000000000000000, beyond ±9007199254740991 (the largest \
            integer a JSON number holds exactly): the row was not read [extract.error-code-out-of-range]

            """
        ),
        "min-h2-msgsend": (0, ""),
        "min-h3-urlscheme": (0, ""),
        "min-h4-drift-missing": (1, ""),
        "min-h5-wide-row": (
            2,
            """
            zh/cmark-wide-row.md:5: error: line has 64000 table cells, over the limit of 64 columns (cmark-gfm's time and memory grow with a table's \
            width): split the table [markdown.table-too-wide]
            no spec written: 1 of 1 guide files could not be read

            """
        ),
        "min-h6-table-padding": (
            2,
            """
            zh/table-padding-membomb.md:3: error: line has 5000 table cells, over the limit of 64 columns (cmark-gfm's time and memory grow with a \
            table's width): split the table [markdown.table-too-wide]
            no spec written: 1 of 1 guide files could not be read

            """
        ),
        "min-h7-html-attrs": (
            2,
            """
            zh/libxml2-attrs.html:1: error: an element has more than 64 attributes (libxml2's time grows with their square): the page was not read \
            [html.too-many-attributes]
            no spec written: 1 of 1 guide files could not be read

            """
        ),
    ]

    /// The folders holding an `info.txt`, sorted.
    static func folders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: findings.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: findings.appendingPathComponent("\($0)/info.txt").path) }.sorted()
    }

    @Test func everyFindingHasItsExpectation() {
        #expect(Self.folders() == Self.expected.keys.sorted())
    }

    @Test(arguments: folders())
    func endsWithItsExitCodeAndExactDiagnostics(_ folder: String) throws {
        let directory = Self.findings.appendingPathComponent(folder)
        let info = try String(contentsOf: directory.appendingPathComponent("info.txt"), encoding: .utf8)
        let command = try #require(info.split(separator: "\n").first { $0.hasPrefix("cmd=guidespec ") }, "\(folder)/info.txt has no cmd= line")
        let arguments = command.dropFirst("cmd=guidespec ".count).split(separator: " ").map(String.init)
        let expected = try #require(Self.expected[folder], "\(folder) has no expectation")
        let run = try Self.run(arguments, in: directory)
        #expect(run.exitCode == expected.exit, "\(folder)")
        #expect(run.standardError == expected.standardError, "\(folder)")
        if arguments[0] == "drift", run.exitCode == 1 {
            #expect(try Self.findingCount(run.standardOutput) > 0, "\(folder): exit 1 without a finding in the report")
        }
    }

    /// The findings in a JSON or SARIF drift report.
    static func findingCount(_ report: String) throws -> Int {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        if let findings = object["findings"] as? [Any] { return findings.count }
        let runs = try #require(object["runs"] as? [[String: Any]])
        return runs.reduce(0) { $0 + (($1["results"] as? [Any])?.count ?? 0) }
    }

    /// min-h1's specs, once extracted, must also give golden cases: building them counted toward 10^18 before.
    @Test func goldenCasesOfCodeRangesOfEveryWidthAreRecorded() throws {
        let page = Self.findings.appendingPathComponent("min-h1-golden-ranges/zh/golden-unknowncode-ranges.md")
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An iOS page of the bundled guide's project file, so that its error rows give the iOS platform's cases (a page of no
        // platform gives none of its own).
        try CLITests.writeBundledProject(into: folder)
        try FileManager.default.copyItem(at: page, to: folder.appendingPathComponent("zh/ios-ranges.md"))
        let extract = try Self.run(["extract", "zh/ios-ranges.md", "-o", "spec"], in: folder)
        #expect(extract.exitCode == 0)
        let record = try Self.run(["golden", "record", "--specs", "spec", "--golden", "golden"], in: folder, environment: ["CI": nil])
        #expect(record.exitCode == 0)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/ios-ranges.jsonl"), encoding: .utf8)
        // The rows up to 10^15 − 1 are read (the wider ones are out of range), so the first free code is 10^15.
        #expect(
            golden.split(separator: "\n").filter { $0.contains("unknown-code") } == [
                #"""
                {"disputedBy":[],"expected":{"rejected":{"reason":"unknown-code"}},"id":"ios-ranges/ios/error-codes/unknown-code",\#
                "input":{"code":1000000000000000},"languages":["zh"],"operation":"error.name-for-code","platform":"ios",\#
                "sources":[{"file":"zh/ios-ranges.md","item":"errors","language":"zh","line":5}]}
                """#
            ])
    }

    /// Runs `guidespec` with its output in files (a pipe could fill and stall it) and ends it at the deadline.
    static func run(_ arguments: [String], in folder: URL, environment changes: [String: String?] = [:]) throws -> CLITests.Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-fuzz-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout")
        let error = scratch.appendingPathComponent("stderr")
        try Data().write(to: output)
        try Data().write(to: error)
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in changes { environment[name] = value }
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        let start = Date()
        while process.isRunning, Date().timeIntervalSince(start) < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("guidespec \(arguments.joined(separator: " ")) did not end within \(Int(deadline)) s")
        }
        process.waitUntilExit()
        return CLITests.Run(
            exitCode: process.terminationStatus,
            standardOutput: try String(contentsOf: output, encoding: .utf8), standardError: try String(contentsOf: error, encoding: .utf8))
    }
}
