import Foundation
import Testing
import TestSupport

/// Every input that once crashed or stalled guidespec (`../shared/fuzz-findings/*/info.txt` gives the command) ends with
/// exit 0, 1 or 2, and with an error diagnostic when it exits 2. Skipped, with a message, when the folder is absent.
@Suite(.enabled(if: Paths.fuzzFindingsAvailable, "needs ../shared/fuzz-findings"))
struct FuzzFindingsCLITests {
    static let findings = Paths.fuzzFindings

    /// How long a run may take before it counts as a hang: a detector of the stalls these inputs caused (minutes, or
    /// never ending), far above their time in a debug build; speed itself is measured by `guidespec bench-scaling`.
    static let deadline: TimeInterval = 120

    /// The outcome each known finding must have: exit code and, for bad input, the rule of its error.
    static let expected: [String: (exit: Int32, rule: String?)] = [
        "crash-3af1935da7c0": (1, nil), "crash-833f2a1faa11": (1, nil), "crash-a8d31c0f6cb1": (1, nil),
        "hang-1873756a6dd3": (1, nil), "hang-22a0a37b1624": (2, "markdown.table-too-wide"), "hang-bdfa3b4d5deb": (2, "markdown.table-too-wide"),
        "hang-c0605e432e03": (2, "input.line-too-long"), "hang-d3c7337b3cea": (2, "input.line-too-long"), "min-c1-intmin": (0, "extract.error-code-out-of-range"),
        "min-c2-blockquote": (2, "markdown.nesting-too-deep"), "min-c2-emphasis": (2, "input.line-too-long"),
        "min-c2-list": (2, "markdown.nesting-too-deep"), "min-c3-brackets": (0, nil), "min-h1-golden-ranges": (0, "extract.error-code-out-of-range"),
        "min-h2-msgsend": (0, nil), "min-h3-urlscheme": (0, nil), "min-h4-drift-missing": (1, nil),
        "min-h5-wide-row": (2, "markdown.table-too-wide"), "min-h6-table-padding": (2, "markdown.table-too-wide"),
        "min-h7-html-attrs": (2, "html.too-many-attributes"),
    ]

    /// The folders holding an `info.txt`, sorted.
    static func folders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: findings.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: findings.appendingPathComponent("\($0)/info.txt").path) }.sorted()
    }

    @Test(arguments: folders())
    func endsWithADocumentedExitCode(_ folder: String) throws {
        let directory = Self.findings.appendingPathComponent(folder)
        let info = try String(contentsOf: directory.appendingPathComponent("info.txt"), encoding: .utf8)
        let command = try #require(info.split(separator: "\n").first { $0.hasPrefix("cmd=guidespec ") }, "\(folder)/info.txt has no cmd= line")
        let arguments = command.dropFirst("cmd=guidespec ".count).split(separator: " ").map(String.init)
        let run = try Self.run(arguments, in: directory)
        #expect([0, 1, 2].contains(run.exitCode), "\(folder): exit \(run.exitCode)\n\(run.standardError.suffix(2_000))")
        if run.exitCode == 2 {
            #expect(run.standardError.contains(": error: "), "\(folder) exits 2 without an error diagnostic")
        }
        if let (exit, rule) = Self.expected[folder] {
            #expect(run.exitCode == exit, "\(folder)")
            if let rule { #expect(run.standardError.contains("[\(rule)]"), "\(folder): no \(rule) in\n\(run.standardError.prefix(2_000))") }
        }
    }

    /// min-h1's specs, once extracted, must also give golden cases: building them counted toward 10^18 before.
    @Test func goldenCasesOfCodeRangesOfEveryWidthAreRecorded() throws {
        let page = Self.findings.appendingPathComponent("min-h1-golden-ranges/zh/golden-unknowncode-ranges.md")
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: page, to: folder.appendingPathComponent("zh/ranges.md"))
        let extract = try Self.run(["extract", "zh/ranges.md", "-o", "spec"], in: folder)
        #expect(extract.exitCode == 0)
        let record = try Self.run(["golden", "record", "--specs", "spec", "--golden", "golden"], in: folder, environment: ["CI": nil])
        #expect(record.exitCode == 0)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/ranges.jsonl"), encoding: .utf8)
        #expect(golden.contains(#""id":"ranges/error-name/unknown-code""#))
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
