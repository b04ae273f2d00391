import Foundation
import Testing
import TestSupport

/// `guidespec catalogue`: the reference adapter's snapshot is what the command writes from `spec/`, and a platform the specs
/// do not cover is bad input.
@Suite struct CatalogueCLITests {
    @Test func theReferenceSnapshotIsWhatTheCommandWrites() throws {
        let run = try CLITests.run(["catalogue", "--dry-run"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == "unchanged (dry run): Sources/ReferenceAdapter/BundledCatalogue.swift\n")
    }

    @Test func aSnapshotOfAnotherFileNamesItsOwnCommand() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Snapshot.swift").path
        let run = try CLITests.run(["catalogue", "--constant", "snapshot", "--output", output])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let text = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
        #expect(text.hasPrefix("// Snapshot of the guide's ios catalogue, taken with: swift run guidespec catalogue --platform ios --constant snapshot --output \(output)\n"))
        #expect(text.contains("    static let snapshot: PlatformCatalogue = PlatformCatalogue("))
        #expect(text.contains(#"ErrorConstant(name: "TCGB_ERROR_PURCHASE_USER_CANCELED", code: 4002)"#))
    }

    @Test func aPlatformTheSpecsDoNotCoverIsBadInput() throws {
        let run = try CLITests.run(["catalogue", "--platform", "unreal", "--dry-run"])
        #expect(run.exitCode == 2)
        #expect(run.standardError == "spec: expected specs that cover platform unreal; they cover ios\n")
    }
}
