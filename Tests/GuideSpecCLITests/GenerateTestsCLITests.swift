import Foundation
import Testing
import TestSupport

/// `guidespec generate-tests`: the same specs give the same files however their folder is spelled, and `--check` shows how
/// a stale file differs.
@Suite struct GenerateTestsCLITests {
    @Test(arguments: ["spec", "./spec/", Paths.packageRoot.appendingPathComponent("spec").path + "/"])
    func everySpellingOfTheSpecFolderAgreesWithTheCheckedInFiles(specs: String) throws {
        let run = try CLITests.run(["generate-tests", "--specs", specs, "--check"])
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func checkPrintsTheDiffOfAStaleFileAndWritesNothing() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("gen")
        let specs = Paths.packageRoot.appendingPathComponent("spec").path
        #expect(try CLITests.run(["generate-tests", "--specs", specs, "-o", output.path]).exitCode == 0)
        let file = output.appendingPathComponent("IosPurchaseIosErrorCodesTests.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let stale = text.replacingOccurrences(of: #"expected: ["code": 4002]"#, with: #"expected: ["code": 4012]"#)
        try Data(stale.utf8).write(to: file)
        let run = try CLITests.run(["generate-tests", "--specs", specs, "-o", output.path, "--check"])
        #expect(run.exitCode == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "updated (check): \(output.path)/IosPurchaseIosErrorCodesTests.swift")
        #expect(lines.contains("--- \(output.path)/IosPurchaseIosErrorCodesTests.swift"))
        #expect(lines.contains("+++ \(output.path)/IosPurchaseIosErrorCodesTests.swift (generated)"))
        #expect(lines.contains(#"-            expected: ["code": 4012],"#) && lines.contains(#"+            expected: ["code": 4002],"#))
        // The absolute spec folder is this checkout's spec/, named as the default is: only the output folder is named.
        #expect(run.standardError == "generated tests are out of date: run `swift run guidespec generate-tests --output \(output.path)`\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == stale, "--check writes nothing")
    }
}
