import Foundation
import GuideSpecIO
import Testing

/// Paths are taken apart without Foundation, which traps on a one-character path (audit one-char-output-name-crash), and a
/// path holding a NUL never reaches the system, which would read it only up to the NUL (audit
/// report-nul-path-reads-any-file-in-root).
@Suite struct SafePathTests {
    @Test(arguments: [
        ("r", "."), ("é", "."), ("ab", "."), ("./a", "."), ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("a/", "."), ("/a", "/"),
        ("/", "/"), ("//", "/"), (".", "."), ("..", "."), ("../a", ".."), ("/x/y/z.md", "/x/y"),
    ])
    func theParentIsAsRelativeAsThePath(_ path: String, _ parent: String) {
        #expect(SafePath.parent(of: path) == parent)
    }

    @Test(arguments: [("r", "r"), ("a/b", "b"), ("a/b/", "b"), ("/", "/"), ("/a", "a"), ("a//b//", "b"), ("", "")])
    func theLastComponentIgnoresTrailingSlashes(_ path: String, _ last: String) {
        #expect(SafePath.lastComponent(of: path) == last)
    }

    @Test func aPathHoldingANULCannotNameAFile() {
        #expect(SafePath.problem("secret.conf\u{0}.md") == #"the path holds a NUL character (\u0000), which no file name can: expected a file path"#)
        #expect(SafePath.problem("guides/zh/ios-purchase.md") == nil)
    }

    /// The file before the NUL exists and would be read by the system; GuideSpec refuses the path, as bad input.
    @Test func aPathHoldingANULIsNeverReadNorWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-safe-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.conf").path
        try Data("token = 1\n".utf8).write(to: URL(fileURLWithPath: secret))
        let failure = try #require(InputFile.read(secret + "\u{0}.md", limit: 100, kind: "guide page").failureValue)
        #expect(failure.problem == #"cannot be read: the path holds a NUL character (\u0000), which no file name can"#)
        #expect(failure.exit == .badInput)
        var plan = WritePlan()
        #expect(
            throws: GuideSpecFailure.badInput(
                secret + "\u{0}.md", #"the path holds a NUL character (\u0000), which no file name can: expected a file path"#)
        ) {
            try plan.write(Data("x".utf8), toFile: secret + "\u{0}.md")
        }
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "token = 1\n")
    }
}
