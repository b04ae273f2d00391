import Foundation
import Testing
import GuideSpecTestSupport

/// Output names of one character are names like any other (audit one-char-output-name-crash: every writing command ended
/// with SIGILL, the parent-folder computation trapping in Foundation).
@Suite struct OutputNameCLITests {
    @Test(arguments: [
        (["drift", "zh/ios-purchase.md", "en/ios-purchase.txt", "-o", "r"], "r", Int32(1)),
        (["extract", "zh/ios-purchase.md", "-o", "s"], "s/ios-purchase.zh.json", Int32(0)),
        (["golden", "record", "--specs", "spec", "--golden", "g"], "g/ios-purchase.jsonl", Int32(0)),
        (["generate-tests", "--golden", "golden", "-o", "o"], "o", Int32(0)),
        (["catalogue", "--constant", "snapshot", "-o", "c"], "c", Int32(0)),
    ])
    func aOneCharacterOutputIsWritten(_ arguments: [String], _ written: String, _ exit: Int32) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try CLITests.writeBundledProject(into: sandbox.root)
        // Recording golden files is refused on CI; this test is about the output name, so CI is unset for it.
        let run = try sandbox.run(arguments, environment: ["CI": ""])
        #expect(run.exitCode == exit, "\(run.standardError)")
        #expect(FileManager.default.fileExists(atPath: sandbox.path(written)))
    }
}
