import Foundation
import Testing
import GuideSpecTestSupport

/// `guidespec generate-tests`: the same specs give the same files however their folder is spelled, and `--check` shows how
/// a stale file differs.
@Suite struct GenerateTestsCLITests {
    @Test(arguments: ["spec", "./spec/", Paths.packageRoot.appendingPathComponent("spec").path + "/"])
    func everySpellingOfTheSpecFolderAgreesWithTheCheckedInFiles(specs: String) throws {
        let run = try CLITests.run(["generate-tests", "--specs", specs, "--check"])
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    /// The output folder lies inside the checkout, so that the regenerate command names it the same way wherever the
    /// checkout is (a folder beside one of the checkout's parents, such as `/tmp/…` for a clone in `/tmp/x/x`, is named
    /// relative to it, and any other absolute).
    @Test func checkPrintsTheDiffOfAStaleFileAndWritesNothing() throws {
        let inside = ".build/guidespec-cli-\(UUID().uuidString)"
        let folder = Paths.packageRoot.appendingPathComponent(inside)
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
        #expect(lines.contains(#"-        expected: ["code": 4012],"#) && lines.contains(#"+        expected: ["code": 4002],"#))
        // The absolute spec folder is this checkout's spec/, named as the default is: only the output folder is named.
        #expect(run.standardError == "generated tests are out of date: run `swift run guidespec generate-tests --output \(inside)/gen`\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == stale, "--check writes nothing")
    }

    /// The audit's generate-tests-unsafe-names (a), as it was found: the bundled guide extracted as two pages whose names
    /// differ by an underscore gave one set of suites, the first page's 138 cases in no file, and exit 0.
    @Test func twoPagesThatWouldShareSuitesAreBadInputAndNothingIsWritten() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        try CLITests.writeBundledProject(into: folder)
        for page in ["ios-purchase", "ios-purchase_"] {
            for file in ["zh/ios-purchase.md", "en/ios-purchase.txt"] {
                let copy = folder.appendingPathComponent(file.replacingOccurrences(of: "ios-purchase", with: page))
                try FileManager.default.copyItem(at: Paths.packageRoot.appendingPathComponent("guides").appendingPathComponent(file), to: copy)
            }
        }
        let extracted = try CLITests.run(
            ["extract", "zh/ios-purchase.md", "zh/ios-purchase_.md", "en/ios-purchase.txt", "en/ios-purchase_.txt", "-o", "spec"], in: folder)
        #expect(extracted.exitCode == 0, "\(extracted.standardError)")
        let run = try CLITests.run(["generate-tests", "--specs", "spec", "-o", "gen"], in: folder)
        #expect(run.exitCode == 2)
        #expect(
            run.standardError == "pages ios-purchase and ios-purchase_ would give their suites one name, IosPurchaseIosErrorCodesTests "
                + "(a suite is named by the letters and digits of its page, and a file system may ignore case): "
                + "expected page names that differ in more than punctuation or case\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gen").path))
    }

    /// The audit's generate-tests-unsafe-names (b), as it was found: a hand-written golden case whose id is `init` gave
    /// `func init()`, which does not parse; `+` gave `` func `+`() ``, which does not either.
    @Test func aKeywordIdGivesSourceThatParsesAndAnOperatorIdIsBadInput() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for id in ["init", "+"] {
            let golden = folder.appendingPathComponent("golden-\(id)")
            try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
            let line =
                #"""
                {"disputedBy":[],"expected":{"provided":true},"id":"\#(id)","input":{"name":"x","owner":"TCGBPurchase","parameters":null},\#
                "languages":["zh"],"operation":"api.method","platform":"ios","sources":[]}
                """#
            try Data((line + "\n").utf8).write(to: golden.appendingPathComponent("cases.jsonl"))
        }
        let keyword = try CLITests.run(["generate-tests", "--golden", "golden-init", "-o", "gen-init"], in: folder)
        #expect(keyword.exitCode == 0, "\(keyword.standardError)")
        let suite = folder.appendingPathComponent("gen-init/InitIosApiSurfaceTests.swift")
        #expect(try String(contentsOf: suite, encoding: .utf8).contains("    func `init`() async {\n"))
        if SwiftParser.compiler != nil {
            let files = try FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent("gen-init"), includingPropertiesForKeys: nil)
            #expect(try SwiftParser.errors(parsing: files) == nil)
        }
        let plus = try CLITests.run(["generate-tests", "--golden", "golden-+", "-o", "gen-plus"], in: folder)
        #expect(plus.exitCode == 2)
        #expect(
            plus.standardError == "golden case +: its id cannot name a Swift test (it holds a backtick, a backslash or an invisible character, "
                + "is only operator characters, or starts with $)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gen-plus").path))
    }
}
