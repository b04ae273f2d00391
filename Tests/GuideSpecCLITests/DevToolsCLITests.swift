import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec-dev`, this repository's own tools: the reference adapter's snapshot is what `reference-catalogue` writes
/// from `spec/`, and a benchmark whose report cannot be written ends as every GuideSpec command does.
@Suite struct DevToolsCLITests {
    /// The built `guidespec-dev` beside `guidespec`.
    static var executable: String {
        CLITests.executable.deletingLastPathComponent().appendingPathComponent("guidespec-dev").path
    }

    @Test func theReferenceSnapshotIsWhatTheCommandWrites() throws {
        let run = try Sandbox.run(executable: Self.executable, ["reference-catalogue", "--dry-run"], in: Paths.packageRoot)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == "unchanged (dry run): Sources/GuideSpecReferenceAdapter/BundledCatalogue.swift\n")
    }

    /// A benchmark's report sent to a full disk is exit 3 with the one line every command writes, not a dump.
    @Test(arguments: [
        ["bench", "--corpus", "zh", "--rounds", "1"],
        ["bench-harness", "--adapter", Scenario.referenceAdapter, "--repeats", "1", "--rounds", "1"],
    ])
    func aReportThatCannotBeWrittenIsExit3(_ arguments: [String]) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let run = try Sandbox.run(executable: Self.executable, arguments, output: .full, in: sandbox.root)
        #expect(run.exitCode == 3, "\(run.standardError)")
        #expect(run.standardError.hasSuffix(Scenario.noSpace))
        #expect(!run.standardError.contains("Error"))
    }

    @Test func aUsageMistakeIsExit2() throws {
        let run = try Sandbox.run(executable: Self.executable, ["bench", "--rounds", "many"], in: Paths.packageRoot)
        #expect(run.exitCode == 2)
        #expect(run.standardError.hasPrefix("Error: The value 'many' is invalid for '--rounds <rounds>'\n"))
    }
}
