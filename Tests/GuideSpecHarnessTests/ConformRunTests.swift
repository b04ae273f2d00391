import Foundation
import GuideSpecKit
import Testing

/// `guidespec conform` below the CLI: selection, expectations, pruning and exit codes.
@Suite struct ConformRunTests {
    /// Runs the fixture in `mode` over the fixture cases with `expectations` (none when nil).
    func conform(
        _ mode: String = "good", only: [String] = [], expectations: [ConformExpectations.Entry]? = nil, prune: Bool = false
    ) throws -> (ConformOutcome, URL) {
        let folder = try FixtureAdapter.goldenFolder()
        var file: URL?
        if let expectations {
            let url = folder.appendingPathComponent("expectations.json")
            try ConformExpectations(expectations: expectations).data().write(to: url)
            file = url
        }
        let options = ConformOptions(
            adapter: FixtureAdapter.arguments(mode, golden: folder), golden: folder, only: only, timeout: 5, expectations: file,
            pruneExpectations: prune, commandLine: ["conform", "--adapter", "python3 fixture.py good", "--expectations", "expectations.json"])
        return (try Conform.run(options), folder)
    }

    @Test func aFailingCaseExitsOne() throws {
        let (outcome, folder) = try conform()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(outcome.exit == .findings)
        #expect(
            (outcome.rendered(as: .text) ?? "") == """
                adapter: fixture 1.0 (python, ios)
                FAILED t/ios/value-objects/c-fails: nullable: expected false, got nothing; type: expected "string", got nothing; \
                wrong: expected nothing, got true
                  input: {"field":"f","type":"T"}
                  guide en guides/en/t.txt:7 (field:T.f)
                skipped 1: unsupported operation api.method
                5 cases: 3 passed, 1 failed, 0 errored, 1 skipped, 0 expected failures; every case skipped in api-surface

                """)
    }

    @Test func anErroredCaseWinsOverAFailure() throws {
        let (outcome, folder) = try conform("crash")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(outcome.exit == .infrastructure)
    }

    @Test func anExpectedFailureIsSilent() throws {
        let (outcome, folder) = try conform(expectations: [.init(id: "t/ios/value-objects/c-fails", reason: "known: wrong shape")])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(outcome.exit == .success)
        #expect(
            (outcome.rendered(as: .text) ?? "") == """
                adapter: fixture 1.0 (python, ios)
                skipped 1: unsupported operation api.method
                5 cases: 3 passed, 1 failed, 0 errored, 1 skipped, 1 expected failures; every case skipped in api-surface

                """)
    }

    @Test func anUnexpectedPassAndAStaleEntryFailWithThePruneCommand() throws {
        let entries: [ConformExpectations.Entry] = [
            .init(id: "t/ios/value-objects/c-fails", reason: "known"), .init(id: "t/ios/error-codes/a", reason: "was broken"),
            .init(id: "t/ios/gone", reason: "removed case"),
        ]
        let (outcome, folder) = try conform(expectations: entries)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(outcome.exit == .findings)
        #expect(outcome.expectationProblems == [.unexpectedPass(id: "t/ios/error-codes/a"), .stale(id: "t/ios/gone")])
        let command = "guidespec conform --adapter 'python3 fixture.py good' --expectations expectations.json --prune-expectations"
        #expect(outcome.pruneCommand == command)
        #expect(
            (outcome.rendered(as: .text) ?? "").contains(
                """
                EXPECTATIONS t/ios/error-codes/a: listed as a known failure but passed
                EXPECTATIONS t/ios/gone: listed as a known failure but no golden case has this id
                to remove these entries, run: \(command)
                """))
    }

    @Test func pruningRemovesOnlyTheProblemEntries() throws {
        let entries: [ConformExpectations.Entry] = [
            .init(id: "t/ios/value-objects/c-fails", reason: "known"), .init(id: "t/ios/error-codes/a", reason: "was broken"),
            .init(id: "t/ios/gone", reason: "removed case"),
        ]
        let (outcome, folder) = try conform(expectations: entries, prune: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(outcome.exit == .success)
        #expect(outcome.pruned == ["t/ios/error-codes/a", "t/ios/gone"])
        let left = try ConformExpectations.load(folder.appendingPathComponent("expectations.json"))
        #expect(left.expectations == [.init(id: "t/ios/value-objects/c-fails", reason: "known")])
    }

    @Test func onlyRunsTheCasesThatMatch() throws {
        let (outcome, folder) = try conform(only: ["t/ios/error-codes/*", "t/ios/promotion-url/?"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(outcome.records.map(\.result.id) == ["t/ios/error-codes/a", "t/ios/error-codes/victim", "t/ios/promotion-url/e"])
        #expect(outcome.exit == .success)
    }

    @Test func aPatternMatchingNothingIsBadInput() throws {
        #expect(throws: ConformInputError("--only nothing/* matches no golden case")) { try conform(only: ["nothing/*"]) }
    }

    @Test func aBrokenGoldenLineNamesFileAndLine() throws {
        let folder = try FixtureAdapter.goldenFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("1\n".utf8).write(to: folder.appendingPathComponent("more.jsonl"))
        #expect(throws: ConformInputError("\(folder.path)/more.jsonl:1: expected a JSON object, found 1")) {
            try Conform.run(ConformOptions(adapter: FixtureAdapter.arguments("good", golden: folder), golden: folder))
        }
    }
}
