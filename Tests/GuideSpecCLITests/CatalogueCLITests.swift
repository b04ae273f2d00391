import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec catalogue`: a platform's snapshot written where the user says, under the name they give; a platform the specs
/// do not cover is bad input. (The reference adapter's own snapshot is `guidespec-dev reference-catalogue`'s.)
@Suite struct CatalogueCLITests {
    /// The command names no file of this repository: the output and the constant are the user's to give.
    @Test func theOutputAndTheConstantAreRequired() throws {
        let run = try CLITests.run(["catalogue", "--dry-run"])
        #expect(run.exitCode == 2)
        #expect(run.standardError.hasPrefix("Error: Missing expected argument '--constant <constant>'\n"))
        let noOutput = try CLITests.run(["catalogue", "--constant", "snapshot", "--dry-run"])
        #expect(noOutput.exitCode == 2)
        #expect(noOutput.standardError.hasPrefix("Error: Missing expected argument '--output <output>'\n"))
    }

    @Test func aSnapshotOfAnotherFileNamesItsOwnCommand() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Snapshot.swift").path
        let run = try CLITests.run(["catalogue", "--constant", "snapshot", "--output", output])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let text = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
        #expect(
            text.hasPrefix(
                """
                // Snapshot of the guide's ios catalogue, taken with: swift run guidespec catalogue --platform ios --constant snapshot --output \
                \(output)\n
                """
            ))
        #expect(text.contains("    static let snapshot: PlatformCatalogue = PlatformCatalogue("))
        #expect(text.contains(#"ErrorConstant(name: "TCGB_ERROR_PURCHASE_USER_CANCELED", code: 4002)"#))
    }

    @Test func aPlatformTheSpecsDoNotCoverIsBadInput() throws {
        let run = try CLITests.run(["catalogue", "--platform", "unreal", "--constant", "snapshot", "-o", "Snapshot.swift", "--dry-run"])
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
