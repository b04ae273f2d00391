import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec catalogue`: the reference adapter's snapshot is what the command writes from `spec/`, and a platform the specs
/// do not cover is bad input.
@Suite struct CatalogueCLITests {
    @Test func theReferenceSnapshotIsWhatTheCommandWrites() throws {
        let run = try CLITests.run(["catalogue", "--dry-run"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == "unchanged (dry run): Sources/GuideSpecReferenceAdapter/BundledCatalogue.swift\n")
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

    /// The audit's catalogue-constant-verbatim: the constant's name was pasted into the source as given. A keyword is written
    /// as a raw identifier; anything but an identifier is bad input, and nothing is written.
    @Test func theConstantIsAnIdentifierOrTheRunIsBadInput() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyword = folder.appendingPathComponent("Init.swift")
        let run = try CLITests.run(["catalogue", "--constant", "init", "--output", keyword.path])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(try String(contentsOf: keyword, encoding: .utf8).contains("    static let `init`: PlatformCatalogue = PlatformCatalogue("))
        if SwiftParser.compiler != nil { #expect(try SwiftParser.errors(parsing: [keyword]) == nil) }
        for name in ["x = 1; let y", "a b", "1abc", "Foo.Bar", "", "é"] {
            let output = folder.appendingPathComponent("Bad.swift")
            let bad = try CLITests.run(["catalogue", "--constant", name, "--output", output.path])
            #expect(bad.exitCode == 2)
            #expect(bad.standardError == "--constant \(name): expected a Swift identifier (ASCII letters, digits and _, not starting with a digit)\n")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }
}
