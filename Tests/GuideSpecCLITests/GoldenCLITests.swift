import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec golden verify|record` end to end, on the repository and on copies in temporary folders.
@Suite struct GoldenCLITests {
    static let canceled = #""expected":{"code":4002},"id":"ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED""#

    /// Runs `guidespec` with `CI` set to `ci`, or unset when nil.
    static func run(_ arguments: [String], in folder: URL = Paths.packageRoot, ci: String? = nil) throws -> CLITests.Run {
        try CLITests.run(arguments, in: folder, environment: ["CI": ci])
    }

    /// A temporary folder holding copies of the project file, spec/ and golden/, with golden/ios-purchase.jsonl passed
    /// through `edit`.
    static func copy(editingGolden edit: (String) -> String = { $0 }) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in ["guidespec.yml", "spec", "golden"] {
            try FileManager.default.copyItem(at: Paths.packageRoot.appendingPathComponent(path), to: folder.appendingPathComponent(path))
        }
        let golden = try String(contentsOf: Paths.packageRoot.appendingPathComponent("golden/ios-purchase.jsonl"), encoding: .utf8)
        try Data(edit(golden).utf8).write(to: folder.appendingPathComponent("golden/ios-purchase.jsonl"))
        return folder
    }

    static func goldenText(_ folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("golden/ios-purchase.jsonl"), encoding: .utf8)
    }

    @Test func verifyPassesOnTheRepository() throws {
        let run = try Self.run(["golden", "verify"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput == "golden/ios-purchase.jsonl: up to date\ngolden/storekit-observer.jsonl: up to date\n")
    }

    @Test func verifyFailsWithADiffOnATamperedCopy() throws {
        let folder = try Self.copy { $0.replacingOccurrences(of: Self.canceled, with: Self.canceled.replacingOccurrences(of: "4002", with: "4012")) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["golden", "verify"], in: folder)
        #expect(run.exitCode == 1)
        #expect(
            run.standardOutput == """
                golden/ios-purchase.jsonl: 0 added, 1 changed, 0 removed
                  ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED: expected.code: 4012 → 4002
                golden/storekit-observer.jsonl: up to date
                golden cases are out of date: run guidespec golden record

                """)
    }

    @Test func recordRefusesOnCIAndWritesNothing() throws {
        let stale = { (text: String) in
            text.replacingOccurrences(of: Self.canceled, with: Self.canceled.replacingOccurrences(of: "4002", with: "4012"))
        }
        let folder = try Self.copy(editingGolden: stale)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.goldenText(folder)
        let run = try Self.run(["golden", "record"], in: folder, ci: "true")
        #expect(run.exitCode == 2)
        #expect(
            run.standardError == "golden record refuses to run on CI (CI=true): record on a developer machine, review the diff and commit golden/\n")
        #expect(run.standardOutput == "")
        #expect(try Self.goldenText(folder) == before)
    }

    @Test func recordReportsAddedChangedAndRemovedThenVerifies() throws {
        let fake =
            #"""
            {"disputedBy":[],"expected":{"provided":true},"id":"ios-purchase/ios/api-surface/TCGBPurchase.zzz:","input":{"name":"zzz:",\#
            "owner":"TCGBPurchase","parameters":null},"languages":["zh"],"operation":"api.method","platform":"ios","sources":[]}
            """#
        let folder = try Self.copy { text in
            let lines = text.split(separator: "\n").filter { !$0.contains(#""id":"ios-purchase/ios/api-surface/undocumented-method""#) }
            return (lines.map(String.init) + [fake]).joined(separator: "\n").replacingOccurrences(
                of: Self.canceled, with: Self.canceled.replacingOccurrences(of: "4002", with: "4012")) + "\n"
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["golden", "record"], in: folder)
        #expect(run.exitCode == 0)
        #expect(
            run.standardOutput == """
                updated: golden/ios-purchase.jsonl (1 added, 1 changed, 1 removed)
                  added: ios-purchase/ios/api-surface/undocumented-method
                  changed: ios-purchase/ios/error-codes/TCGB_ERROR_PURCHASE_USER_CANCELED
                  removed: ios-purchase/ios/api-surface/TCGBPurchase.zzz:
                unchanged: golden/storekit-observer.jsonl (0 added, 0 changed, 0 removed)

                """)
        #expect(
            try Self.goldenText(folder) == String(contentsOf: Paths.packageRoot.appendingPathComponent("golden/ios-purchase.jsonl"), encoding: .utf8))
        let again = try Self.run(["golden", "record"], in: folder)
        #expect(
            again.standardOutput == """
                unchanged: golden/ios-purchase.jsonl (0 added, 0 changed, 0 removed)
                unchanged: golden/storekit-observer.jsonl (0 added, 0 changed, 0 removed)

                """)
    }

    @Test func unreadableGoldenExitsTwoWithFileAndLineAndRecordWritesNothing() throws {
        let folder = try Self.copy { "not json\n" + $0 }
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.goldenText(folder)
        for command in ["verify", "record"] {
            let run = try Self.run(["golden", command], in: folder)
            #expect(run.exitCode == 2)
            #expect(run.standardError == "golden/ios-purchase.jsonl:1: expected one JSON object per line, found text that is not JSON\n")
        }
        #expect(try Self.goldenText(folder) == before)
    }
}
