import Foundation
import Testing
import GuideSpecTestSupport

/// The documented limits (docs/limits-and-complexity.md) as a user meets them: a diagnostic and exit 2.
@Suite struct LimitsCLITests {
    @Test func driftWithMoreFindingsThanTheLimitExitsTwoWithoutAReport() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Data(Reproducers.errorTable(0..<10_002).utf8).write(to: folder.appendingPathComponent("zh/page.md"))
        try Data(Reproducers.errorTable(0..<1).utf8).write(to: folder.appendingPathComponent("en/page.md"))
        let run = try CLITests.run(["drift", "zh/page.md", "en/page.md"], in: folder)
        #expect(run.exitCode == 2)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                drift: error: 10001 findings, over the limit of 10000 for one run: the files are probably not versions of one guide; \
                compare fewer or closer files [drift.too-many-findings]

                """)
        try Data(Reproducers.errorTable(0..<10_001).utf8).write(to: folder.appendingPathComponent("zh/page.md"))
        #expect(try CLITests.run(["drift", "zh/page.md", "en/page.md", "--format", "json"], in: folder).exitCode == 1)
    }

    @Test func aLineOverTheLimitIsRefusedInMarkdownAndTextButNotInHTML() throws {
        let folder = try CLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = String(repeating: "a", count: 262_145)
        try Data("# T\n\n\(long)\n".utf8).write(to: folder.appendingPathComponent("zh/page.md"))
        try Data("<h1>T</h1>\n<p>\(long)</p>\n".utf8).write(to: folder.appendingPathComponent("zh/page.html"))
        let markdown = try CLITests.run(["extract", "--dry-run", "zh/page.md"], in: folder)
        #expect(markdown.exitCode == 2)
        #expect(
            markdown.standardError == """
                zh/page.md:3: error: line 3 is 262145 bytes, over the 262144-byte limit for a line of a guide page [input.line-too-long]
                no spec written: 1 of 1 guide files could not be read

                """)
        #expect(try CLITests.run(["extract", "--dry-run", "zh/page.html"], in: folder).exitCode == 0)
    }
}
