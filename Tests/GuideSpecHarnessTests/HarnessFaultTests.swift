import GuideSpecWire
import Foundation
import GuideSpecHarness
import Testing

/// Each way an adapter can break: the run ends in time, names the fault for what happened, charges it to the case it
/// happened in, and the other cases keep their verdicts.
@Suite struct HarnessFaultTests {
    static let timeout = 4.0

    func run(_ mode: String, pids: URL? = nil) throws -> (HarnessRun, Double) {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = HarnessOptions(arguments: FixtureAdapter.arguments(mode, golden: folder, pids: pids), timeout: Self.timeout)
        return FixtureAdapter.timed { ConformanceHarness.run(FixtureAdapter.cases, options: options) }
    }

    /// The outcomes of the four cases other than the victim, which do not depend on the fault.
    static let bystanders: [String: CaseOutcome] = [
        "t/ios/error-codes/a": .passed,
        "t/ios/value-objects/c-fails": .failed(differences: [
            "nullable: expected false, got nothing", "type: expected \"string\", got nothing", "wrong: expected nothing, got true",
        ]),
        "t/ios/api-surface/d": .skipped(reason: "unsupported operation api.method"),
        "t/ios/promotion-url/e": .passed,
    ]

    static func expectBystanders(_ run: HarnessRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.results.map(\.id) == FixtureAdapter.cases.map(\.id), sourceLocation: sourceLocation)
        for result in run.results where result.id != "t/ios/error-codes/victim" {
            #expect(result.outcome == Self.bystanders[result.id], "\(result.id)", sourceLocation: sourceLocation)
        }
    }

    @Test func aGoodAdapterGivesEveryVerdictAndCapturesStderrPerCase() throws {
        let (run, _) = try run("good")
        Self.expectBystanders(run)
        #expect(run.results[1].outcome == .passed)
        #expect(run.results[1].stderr == CapturedStderr(text: "handling t/ios/error-codes/victim\n", droppedBytes: 0))
        #expect(run.hello?.implementation == ImplementationIdentity(name: "fixture", version: "1.0", language: "python"))
        #expect(run.finalExit == .exited(0))
        #expect(run.abort == nil)
        #expect(run.notes.isEmpty)
    }

    /// The fault class, the fixture mode that commits it on the victim, and the fault the victim is charged with.
    static let faults: [(mode: String, fault: AdapterFault)] = [
        ("crash", .exited(.exited(3))),
        ("hang", .timeout(seconds: timeout)),
        ("nonjson", .protocolViolation("not a JSON record: Traceback (most recent call last): oops")),
        ("wrongid", .wrongID(expected: "t/ios/error-codes/victim", got: "t/ios/error-codes/victim-other")),
        ("huge-line", .protocolViolation("line longer than 16 MiB")),
        (
            "no-newline",
            .protocolViolation(#"no newline within 4 s after: {"kind": "result", "id": "t/ios/error-codes/victim", "output": {"name": "A"}}"#)
        ),
        ("closed-stdout", .protocolViolation("the adapter closed its stdout and was still running 1 s later")),
        ("child-holds-stdout", .exited(.exited(0))),
        (
            "double-reply",
            .protocolViolation(#"answered twice; the second reply: {"kind": "result", "id": "t/ios/error-codes/victim", "output": {"name": "A"}}"#)
        ),
        (
            "deep-known",
            .protocolViolation(
                #"record nested deeper than 64 levels: {"kind":"result","id":"t/ios/error-codes/victim","output":"#
                    + String(repeating: "[", count: 100) + "1" + String(repeating: "]", count: 41) + "…")
        ),
        (
            "bad-utf8-kind",
            .protocolViolation(#"invalid UTF-8 at byte 12 of the line: {"kind":"res\xFFult","id":"t/ios/error-codes/victim","output":{}}"#)
        ),
        (
            "bad-utf8-id",
            .protocolViolation(#"invalid UTF-8 at byte 47 of the line: {"kind":"result","id":"t/ios/error-codes/victim\xFF","output":{}}"#)
        ),
        (
            "bad-utf8-output",
            .protocolViolation(#"invalid UTF-8 at byte 67 of the line: {"kind":"result","id":"t/ios/error-codes/victim","output":{"name":"\xFF"}}"#)
        ),
        (
            "bad-utf8-message",
            .protocolViolation(#"invalid UTF-8 at byte 59 of the line: {"kind":"error","id":"t/ios/error-codes/victim","message":"\xFF"}"#)
        ),
        (
            "bad-utf8-member",
            .protocolViolation(#"invalid UTF-8 at byte 69 of the line: {"kind":"result","id":"t/ios/error-codes/victim","output":{},"note":"\xFF"}"#)
        ),
        ("bad-utf8-unknown-kind", .protocolViolation(#"invalid UTF-8 at byte 27 of the line: {"kind":"progress","note":"\xFF"}"#)),
    ]

    @Test(arguments: faults)
    func aFaultErrorsOnlyItsCaseWithItsLabel(mode: String, fault: AdapterFault) throws {
        let (run, seconds) = try run(mode)
        #expect(seconds < Self.timeout * 2 + 5)
        #expect(run.results[1].outcome == .errored(fault))
        #expect(run.results[1].stderr?.text.hasPrefix("handling t/ios/error-codes/victim\n") == true)
        Self.expectBystanders(run)
        #expect(run.abort == nil)
    }

    @Test func faultMessagesNameTheFault() {
        #expect(AdapterFault.exited(.exited(3)).description == "adapter exited with status 3 while the case was in flight")
        #expect(AdapterFault.exited(.signaled(11)).description == "adapter killed by signal 11 (SIGSEGV) while the case was in flight")
        #expect(AdapterFault.timeout(seconds: 1).description == "timeout: no reply within 1 s")
        #expect(AdapterFault.deadline(seconds: 600).description == "deadline: the run's deadline of 600 s passed while the case was in flight")
        #expect(AdapterFault.interrupted(signal: SIGTERM).description == "interrupted by SIGTERM while the case was in flight")
        #expect(AdapterFault.deadline(seconds: 1.5).kind == "deadline")
        #expect(AdapterFault.interrupted(signal: SIGINT).kind == "interrupted")
    }

    @Test func recordsOfUnknownKindsAreIgnoredHoweverDeepTheyNest() throws {
        let (run, _) = try run("deep-unknown")
        Self.expectBystanders(run)
        #expect(run.results[1].outcome == .passed)
    }

    @Test func aStderrFloodIsBoundedAndSaysHowMuchWasDropped() throws {
        let (run, seconds) = try run("flood")
        #expect(seconds < Self.timeout * 2 + 5)
        Self.expectBystanders(run)
        let victim = run.results[1]
        #expect(victim.outcome == .passed)
        let written = "handling t/ios/error-codes/victim\n".utf8.count + 3 * 1024 * 1024 + "flood ends here\n".utf8.count
        #expect(victim.stderr?.text.utf8.count == 8192)
        #expect(victim.stderr?.droppedBytes == written - 8192)
        #expect(victim.stderr?.text.hasSuffix("x\nflood ends here\n") == true)
    }

    @Test(arguments: [
        ("exit-early", "handshake failed: adapter exited with status 4 before sending hello; its stderr ends: fixture: giving up before hello"),
        ("no-hello", "handshake failed: no hello within 4 s"),
        ("protocol99", "handshake failed: adapter speaks protocol 99; this harness speaks protocol 1"),
        // Issue 29: an adapter of the first vocabulary had every API case skipped and the run pass; it is told what changed.
        (
            "selector",
            """
            handshake failed: adapter speaks operation vocabulary 1; this harness speaks vocabulary 2, which renamed api.selector → api.method \
            (docs/operations.md, Vocabulary versions): rename them and add \"vocabulary\": 2 to the hello
            """
        ),
        (
            "vocabulary-1",
            """
            handshake failed: adapter speaks operation vocabulary 1; this harness speaks vocabulary 2, which renamed api.selector → api.method \
            (docs/operations.md, Vocabulary versions): rename them and add \"vocabulary\": 2 to the hello
            """
        ),
        (
            "vocabulary-3",
            "handshake failed: adapter speaks operation vocabulary 3; this harness speaks vocabulary 2: expected a guidespec that speaks 3"
        ),
    ])
    func aFailedFirstHandshakeEndsTheRunWithEveryCaseRecorded(mode: String, message: String) throws {
        let (run, seconds) = try run(mode)
        #expect(seconds < Self.timeout * 2 + 5)
        #expect(run.abort?.description == message)
        #expect(run.hello == nil)
        #expect(run.results.map(\.id) == FixtureAdapter.cases.map(\.id))
        #expect(run.results.allSatisfy { $0.outcome == .errored(.notRun(message)) })
    }

    @Test func aProgramThatDoesNotExistCannotStart() {
        let run = ConformanceHarness.run(
            FixtureAdapter.cases, options: HarnessOptions(arguments: ["/nonexistent/adapter"], timeout: Self.timeout))
        #expect(run.abort == .cannotStart("/nonexistent/adapter: No such file or directory"))
        #expect(run.results.count == 5)
    }

    @Test func maximumFailuresStopsTheRunAndRecordsTheRestAsSkipped() throws {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ConformanceHarness.run(
            FixtureAdapter.cases,
            options: HarnessOptions(arguments: FixtureAdapter.arguments("crash", golden: folder), timeout: Self.timeout, maximumFailures: 1))
        #expect(run.results.map(\.outcome.status) == ["passed", "errored", "skipped", "skipped", "skipped"])
        #expect(run.results[2].outcome == .skipped(reason: "not run: stopped after 1 failing case"))
    }

    @Test func expectedFailuresDoNotCountTowardsTheMaximum() throws {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = ConformanceHarness.run(
            FixtureAdapter.cases,
            options: HarnessOptions(
                arguments: FixtureAdapter.arguments("good", golden: folder), timeout: Self.timeout, maximumFailures: 1,
                expectedFailures: ["t/ios/value-objects/c-fails"]))
        #expect(run.results.map(\.outcome.status) == ["passed", "passed", "failed", "skipped", "passed"])
    }
}
