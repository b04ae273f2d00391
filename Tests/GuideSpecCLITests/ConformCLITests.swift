import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec conform` and `guidespec smoke` end to end, with the Python fixture adapter.
@Suite struct ConformCLITests {
    static let fixture = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecHarnessTests/Fixtures/fixture_adapter.py").path

    /// A folder with `golden/cases.jsonl`: one case that passes and one that fails with the good fixture.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-conform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("golden"), withIntermediateDirectories: true)
        let cases = """
            {"id":"t/ios/error-codes/a","platform":"ios","operation":"error.code-for-name","input":{"name":"A"},"expected":{"code":1},\
            "languages":["en"],"sources":[],"disputedBy":[]}
            {"id":"t/ios/error-codes/b-fails","platform":"ios","operation":"error.code-for-name","input":{"name":"B"},"expected":{"code":2},\
            "languages":["en"],"sources":[],"disputedBy":[]}

            """
        try Data(cases.utf8).write(to: folder.appendingPathComponent("golden/cases.jsonl"))
        return folder
    }

    func adapter(_ mode: String) -> String { "python3 \(Self.fixture) \(mode) golden/cases.jsonl" }

    @Test func aFailureExitsOneAndTheJUnitFileIsWritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["conform", "--adapter", adapter("good"), "--format", "junit", "--output", "out/report.xml"], in: folder)
        #expect(run.exitCode == 1)
        #expect(
            run.standardOutput == """
                adapter: fixture 1.0 (python, ios)
                FAILED t/ios/error-codes/b-fails: code: expected 2, got nothing; wrong: expected nothing, got true
                  input: {"name":"B"}
                2 cases: 1 passed, 1 failed, 0 errored, 0 skipped, 0 expected failures

                """)
        let xml = try String(contentsOf: folder.appendingPathComponent("out/report.xml"), encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count == 3)
    }

    @Test func anUnsupportedProtocolExitsThreeNamingBothVersions() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["conform", "--adapter", adapter("protocol99"), "--timeout", "5"], in: folder)
        #expect(run.exitCode == 3)
        #expect(run.standardError == "guidespec conform: handshake failed: adapter speaks protocol 99; this harness speaks protocol 1\n")
    }

    /// Issue 29: an adapter that lists `api.selector` (vocabulary 1) once had every API case skipped and exited 0.
    @Test func anAdapterOfTheFirstVocabularyExitsTwoNamingTheRenamedOperations() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["conform", "--adapter", adapter("selector"), "--timeout", "5"], in: folder)
        #expect(run.exitCode == 2)
        #expect(
            run.standardError == "guidespec conform: handshake failed: adapter speaks operation vocabulary 1; this harness speaks vocabulary 2, "
                + "which renamed api.selector → api.method (docs/operations.md, Vocabulary versions): rename them and add \"vocabulary\": 2 to "
                + "the hello\n"
        )
        let current = try CLITests.run(["conform", "--adapter", adapter("vocabulary-2"), "--timeout", "5"], in: folder)
        #expect(current.exitCode == 1, "a hello naming this vocabulary is run: \(current.standardError)")
    }

    /// Issue 29: a run in which every case of an area is skipped says so, and `--require AREA` makes that a finding.
    @Test func anAreaWhoseEveryCaseIsSkippedIsNamedAndRequireFailsOnIt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = """
            {"id":"t/ios/error-codes/a","platform":"ios","operation":"error.code-for-name","input":{"name":"A"},"expected":{"code":1},\
            "languages":["en"],"sources":[],"disputedBy":[]}
            {"id":"t/ios/api-surface/S.m","platform":"ios","operation":"api.method","input":{"owner":"S","name":"m","parameters":null},\
            "expected":{"provided":true},"languages":["en"],"sources":[],"disputedBy":[]}

            """
        try Data(cases.utf8).write(to: folder.appendingPathComponent("golden/cases.jsonl"))
        let run = try CLITests.run(["conform", "--adapter", adapter("good")], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let summary = "2 cases: 1 passed, 0 failed, 0 errored, 1 skipped, 0 expected failures; every case skipped in api-surface"
        #expect(run.standardOutput.split(separator: "\n").last.map(String.init) == summary)
        let required = try CLITests.run(
            ["conform", "--adapter", adapter("good"), "--require", "api-surface", "--require", "error-codes"], in: folder)
        #expect(required.exitCode == 1)
        #expect(required.standardOutput.split(separator: "\n").contains("REQUIRED api-surface: 1 of 1 cases skipped"))
        #expect(!required.standardOutput.contains("REQUIRED error-codes"))
        let absent = try CLITests.run(["conform", "--adapter", adapter("good"), "--require", "enums"], in: folder)
        #expect(absent.exitCode == 1)
        #expect(absent.standardOutput.split(separator: "\n").contains("REQUIRED enums: no case of it was selected"))
        let unknown = try CLITests.run(["conform", "--adapter", adapter("good"), "--require", "api"], in: folder)
        #expect(unknown.exitCode == 2)
        #expect(
            unknown.standardError.hasPrefix("Error: --require api: expected an area of docs/operations.md (error-codes, "), "\(unknown.standardError)"
        )
    }

    @Test func staleExpectationsPrintTheCommandThatPrunesThem() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expectations =
            #"{"version": 1, "expectations": [{"id": "t/ios/error-codes/b-fails", "reason": "known"}, {"id": "t/ios/old", "reason": "gone"}]}"#
        try Data(expectations.utf8).write(to: folder.appendingPathComponent("known.json"))
        let arguments = ["conform", "--adapter", adapter("good"), "--expectations", "known.json", "--format", "json"]
        let run = try CLITests.run(arguments, in: folder)
        #expect(run.exitCode == 1)
        let command =
            """
            guidespec conform --adapter 'python3 \(Self.fixture) good golden/cases.jsonl' --expectations known.json --format json \
            --prune-expectations
            """
        #expect(run.standardError == "expectations are stale; to remove them, run: \(command)\n")
        let pruned = try CLITests.run(Array(arguments.dropLast(2)) + ["--prune-expectations"], in: folder)
        #expect(pruned.exitCode == 0)
        let left = try String(contentsOf: folder.appendingPathComponent("known.json"), encoding: .utf8)
        #expect(left.contains("t/ios/error-codes/b-fails") && !left.contains("t/ios/old"))
    }

    @Test func aHangingAdapterEndsAtTheDeadlineAndExitsThree() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = ContinuousClock.now
        let run = try CLITests.run(["conform", "--adapter", adapter("sleep-after-hello"), "--timeout", "30", "--deadline", "2"], in: folder)
        #expect(ContinuousClock.now - start < .seconds(2 + 4))
        #expect(run.exitCode == 3)
        #expect(
            run.standardOutput == """
                adapter: fixture 1.0 (python, ios)
                adapter failure: not run: the run's deadline of 2 s passed
                ERRORED 1 case not run: the run's deadline of 2 s passed
                ERRORED t/ios/error-codes/a: deadline: the run's deadline of 2 s passed while the case was in flight
                  input: {"name":"A"}
                2 cases: 0 passed, 0 failed, 2 errored, 0 skipped, 0 expected failures

                """)
    }

    @Test func usageMistakesExitTwo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let badFormat = try CLITests.run(["conform", "--adapter", "x", "--format", "sarif"], in: folder)
        #expect(badFormat.exitCode == 2)
        #expect(
            badFormat.standardError.hasPrefix(
                "Error: The value 'sarif' is invalid for '--format <format>': expected text, json, junit, markdown, html\n"))
        let badPlatform = try CLITests.run(["conform", "--adapter", "x", "--platform", "iOS"], in: folder)
        #expect(badPlatform.exitCode == 2)
        #expect(
            badPlatform.standardError.hasPrefix(
                "Error: The value 'iOS' is invalid for '--platform <platform>': \"iOS\" is not a platform id: expected lower-case letters "
                    + "and digits, "
                    + "words joined by single hyphens, starting with a letter, at most 32 characters (such as ios, android, apple-tv)\n"))
        let badQuote = try CLITests.run(["conform", "--adapter", "python3 'a.py"], in: folder)
        #expect(badQuote.exitCode == 2)
        #expect(badQuote.standardError.contains("unterminated ' quote in adapter command"))
        let badDeadline = try CLITests.run(["conform", "--adapter", "x", "--deadline", "0"], in: folder)
        #expect(badDeadline.exitCode == 2)
        #expect(badDeadline.standardError.hasPrefix("Error: The value '0' is invalid for '--deadline <deadline>': \(Self.secondsRange)\n"))
        let noGolden = try CLITests.run(["conform", "--adapter", "x", "--golden", "missing"], in: folder)
        #expect(noGolden.exitCode == 2)
        #expect(noGolden.standardError.contains("missing: cannot read the golden folder"))
    }

    /// What a seconds option that is out of range is told.
    static let secondsRange = "expected a number of seconds more than 0 and at most 604800 (a week)"

    /// The audit's `timeout-inf-crash`: an infinite or astronomically long wait trapped in `Duration` after the adapter had
    /// started, leaving it running. Each is refused where it is parsed, before anything starts.
    @Test(arguments: [
        ["conform", "--timeout", "inf"], ["conform", "--deadline", "1e308"], ["conform", "--timeout", "2e20"], ["conform", "--timeout", "nan"],
        ["conform", "--timeout", "604801"], ["smoke", "--timeout", "inf"], ["check", "--timeout", "inf"],
    ])
    func aWaitNoClockCanHoldIsUsageErrorBeforeTheAdapterStarts(_ arguments: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids.txt")
        let adapter = "python3 \(Self.fixture) sleep-after-hello golden/cases.jsonl \(pids.path)"
        let run = try CLITests.run([arguments[0], "--adapter", adapter] + arguments.dropFirst(), in: folder)
        #expect(run.exitCode == 2)
        let option = arguments[1].dropFirst(2)
        #expect(
            run.standardError.hasPrefix("Error: The value '\(arguments[2])' is invalid for '\(arguments[1]) <\(option)>': \(Self.secondsRange)\n"))
        #expect(!FileManager.default.fileExists(atPath: pids.path), "the adapter was started")
    }

    @Test func theLongestWaitIsAccepted() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLITests.run(["conform", "--adapter", adapter("good"), "--timeout", "604800", "--deadline", "604800"], in: folder)
        #expect(run.exitCode == 1)
        #expect(run.standardOutput.hasSuffix("2 cases: 1 passed, 1 failed, 0 errored, 0 skipped, 0 expected failures\n"))
    }

    @Test func smokeTakesTheProgramAndItsArgumentsAfterTheTerminator() throws {
        let good = try CLITests.run(["smoke", "--adapter", "python3", "--", Self.fixture, "good"])
        #expect(good.exitCode == 0)
        #expect(good.standardOutput.hasSuffix("ok   exit after bye: exited with status 0\nsmoke: all 12 checks passed\n"))
        let broken = try CLITests.run(["smoke", "--timeout", "5", "--adapter", "python3", "--", Self.fixture, "nonjson"])
        #expect(broken.exitCode == 3)
        #expect(
            broken.standardOutput.contains(
                "FAIL request error.name-for-code: protocol fault: not a JSON record: Traceback (most recent call last): oops\n"))
    }

    /// The audit's text-reports-pass-terminal-escapes (golden files): a case id and a source file holding a line break and ESC
    /// printed a line `ok   conformance forged` of their own. Golden files are strangers' text too: they stay on their line.
    @Test func aGoldenFilesControlCharactersReachNoTerminal() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostile = #"""
            {"id":"t/ios/error-codes/x\nok   conformance \#
            forged\u001b[31m-fails","platform":"ios","operation":"error.code-for-name","input":{"name":"B"},"expected":{"code":2},\#
            "languages":["en"],"sources":[{"file":"guides/en/x\nFORGED.txt\u001b[2J","item":"api:\u001b]0;t\u0007","language":"en","line":268}],\#
            "disputedBy":[]}

            """#
        try Data(hostile.utf8).write(to: folder.appendingPathComponent("golden/cases.jsonl"))
        let run = try CLITests.run(["conform", "--adapter", adapter("good")], in: folder)
        #expect(run.exitCode == 1)
        #expect(
            run.standardOutput == #"""
                adapter: fixture 1.0 (python, ios)
                FAILED t/ios/error-codes/x\nok   conformance forged\u{1B}[31m-fails: code: expected 2, got nothing; wrong: expected nothing, got true
                  input: {"name":"B"}
                  guide en guides/en/x\nFORGED.txt\u{1B}[2J:268 (api:\u{1B}]0;t\u{7})
                1 cases: 0 passed, 1 failed, 0 errored, 0 skipped, 0 expected failures

                """#)
        #expect(CLITests.controls(in: run.standardOutput).isEmpty)
    }
}
