import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec check`, the CI gate: passes on the repository, and names what broke when one artefact is broken.
@Suite struct CheckCLITests {
    /// A copy of everything `check` reads, so a test can break one thing without touching the repository.
    static func copyOfTheRepository() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-check-\(UUID().uuidString)")
        let manager = FileManager.default
        for path in ["guidespec.yml", "guides", "spec", "golden", "drift", "Tests/GuideSpecGeneratedConformanceTests/Generated"] {
            let target = folder.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: Paths.packageRoot.appendingPathComponent(path), to: target)
        }
        return folder
    }

    /// Replaces the one occurrence of `old` in the file at `path` under `folder`.
    static func edit(_ path: String, in folder: URL, replacing old: String, with new: String) throws {
        let url = folder.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2, "\(path) should contain \(old) once")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    static let cancelCase = "ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED"

    @Test func passesOnTheRepository() throws {
        let run = try CLITests.run(["check"])
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        func lines(_ file: String) throws -> Int {
            try String(contentsOf: Paths.packageRoot.appendingPathComponent("golden/\(file)"), encoding: .utf8).split(separator: "\n").count
        }
        let purchase = try lines("ios-purchase.jsonl")
        let observer = try lines("storekit-observer.jsonl")
        // The reference adapter is the purchase guide's SDK: it leaves the transaction-observer area to the Swift observer,
        // whose hello names only the observer page, and the summary says so.
        #expect(
            run.standardOutput == """
                ok   spec             4 specs match the guide files
                ok   drift            no new drift (13 findings accepted by drift/baseline.json)
                ok   golden           2 golden files match the specs
                ok   generated-tests  8 generated files match the specs
                ok   conformance      guidespec-reference 2.0.0 (swift, ios): \(purchase) of \(purchase + observer) cases pass, \
                \(observer) skipped (unsupported operation storekit.observer); swift-store-observer 1.0.0 (swift, ios): \(observer) of \(observer) \
                cases pass
                check: passed (5 steps)

                """)
        let readme = try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```\n$ make run\n" + run.standardOutput + "```\n"), "README.md shows what make run prints")
    }

    @Test func aBrokenGoldenLineIsNamed() throws {
        let folder = try Self.copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.edit(
            "golden/ios-purchase.jsonl", in: folder, replacing: #"{"disputedBy":[],"expected":{"code":4002},"id":"\#(Self.cancelCase)""#,
            with: #"{"disputedBy":[],"expected":{"code":4012},"id":"\#(Self.cancelCase)""#)
        let run = try CLITests.run(["check"], in: folder)
        #expect(run.exitCode == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("FAIL golden           1 golden files are out of date: run guidespec golden record"))
        #expect(lines.contains { $0.contains(Self.cancelCase) && $0.contains("4012") && $0.contains("4002") })
        // Two adapters ran: the failure names the one that failed.
        #expect(lines.contains("       guidespec-reference 2.0.0 (swift, ios): failed \(Self.cancelCase): code: expected 4012, got 4002"))
        #expect(lines.last == "check: failed in golden, conformance (exit 1)")
    }

    @Test func aBrokenSpecValueIsNamed() throws {
        let folder = try Self.copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.edit("spec/ios-purchase.zh.json", in: folder, replacing: #""code" : 4002,"#, with: #""code" : 4012,"#)
        let run = try CLITests.run(["check"], in: folder)
        #expect(run.exitCode == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("FAIL spec             1 of 4 specs are out of date: run guidespec extract"))
        #expect(
            lines.contains(
                #"""
                       spec/ios-purchase.zh.json:352: differs from what guides/zh/ios-purchase.md gives: found `"code" : 4012,`, \#
                expected `"code" : 4002,`
                """#
            ))
        // The later steps take the specs the guides give, not the broken file: the golden files and the suites still match.
        #expect(lines.contains("ok   golden           2 golden files match the specs"))
        #expect(lines.contains("ok   generated-tests  8 generated files match the specs"))
        #expect(lines.last == "check: failed in spec (exit 1)")
    }

    /// The guides are read once for every step: one that cannot be read stops the steps that need its spec, each saying why.
    @Test func anUnreadableGuideStopsTheStepsThatNeedItsSpec() throws {
        let folder = try Self.copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0xFF, 0xFE, 0x41]).write(to: folder.appendingPathComponent("guides/en/ios-purchase.txt"))
        let run = try CLITests.run(["check"], in: folder)
        #expect(run.exitCode == 2)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(2) == [
                "FAIL spec             a guide file cannot be read",
                "       guides/en/ios-purchase.txt: cannot be read; run guidespec extract to see why",
            ])
        let why = "       a guide file cannot be read: run guidespec extract to see why"
        #expect(
            lines.contains("FAIL golden           cannot compare the golden files")
                && lines.contains("FAIL generated-tests  cannot generate the suites"))
        #expect(lines.filter { $0 == why }.count == 2)
        #expect(lines.last == "check: failed in spec, drift, golden, generated-tests (exit 2)")
    }

    @Test func aBrokenAdapterIsNamed() throws {
        let folder = try Self.copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The fixture answers every case from the file it is given: a wrong answer for one case is a broken adapter.
        let answers = folder.appendingPathComponent("wrong-answers.jsonl")
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/ios-purchase.jsonl"), encoding: .utf8)
        try Data(
            golden.replacingOccurrences(of: #"{"code":4002},"id":"\#(Self.cancelCase)""#, with: #"{"code":4003},"id":"\#(Self.cancelCase)""#).utf8
        )
        .write(to: answers)
        let fixture = Paths.packageRoot.appendingPathComponent("Tests/GuideSpecHarnessTests/Fixtures/fixture_adapter.py").path
        let run = try CLITests.run(["check", "--adapter", "python3 \(fixture) good \(answers.path)"], in: folder)
        #expect(run.exitCode == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("       failed \(Self.cancelCase): code: expected 4002, got 4003"))
        #expect(lines.last == "check: failed in conformance (exit 1)")
    }

    @Test func anAdapterThatCannotStartIsExitThree() throws {
        let run = try CLITests.run(["check", "--adapter", "/nonexistent/adapter"])
        #expect(run.exitCode == 3)
        #expect(run.standardOutput.split(separator: "\n").last == "check: failed in conformance (exit 3)")
    }
}
