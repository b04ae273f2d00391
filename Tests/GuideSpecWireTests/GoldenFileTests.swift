import Foundation
import Testing

@testable import GuideSpecWire

/// Writing and reading golden files: canonical lines, and file:line errors for what cannot be read.
@Suite struct GoldenFileTests {
    static let line =
        #"""
        {"disputedBy":[],"expected":{"code":4002},"id":"p/ios/error-codes/X","input":{"name":"X"},"languages":["zh"],\#
        "operation":"error.code-for-name","platform":"ios","sources":[{"file":"g.md","item":"error:X","language":"zh","line":3}]}
        """#

    @Test func renderWritesOneSortedCanonicalLinePerCase() throws {
        let golden = try #require(try GoldenFile.parse(Data((Self.line + "\n").utf8), file: "g.jsonl").first)
        var earlier = golden
        earlier.id = "p/a"
        let data = try GoldenFile.render([golden, earlier])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text == Self.line.replacingOccurrences(of: "p/ios/error-codes/X", with: "p/a") + "\n" + Self.line + "\n")
        #expect(try GoldenFile.parse(data, file: "g.jsonl") == [earlier, golden])
    }

    @Test(arguments: [
        (Self.line + "\nnot json\n", "golden/p.jsonl:2: expected one JSON object per line, found text that is not JSON"),
        (Self.line.replacingOccurrences(of: #""expected":{"code":4002},"#, with: ""), "golden/p.jsonl:1: expected member \"expected\""),
        (
            Self.line.replacingOccurrences(of: #""platform":"ios","#, with: ""),
            "golden/p.jsonl:1: expected member \"platform\" (a golden file of vocabulary v1: remove it and run `guidespec golden record`)"
        ),
        (Self.line + "\n" + Self.line + "\n", "golden/p.jsonl:2: duplicate id \"p/ios/error-codes/X\" (first on line 1): expected each id once"),
        (Self.line.replacingOccurrences(of: #""line":3"#, with: #""line":"3""#), "golden/p.jsonl:1: expected Int at sources[0].line"),
        (
            Self.line.replacingOccurrences(of: "error.code-for-name", with: "error.guess"),
            "golden/p.jsonl:1: expected an operation of docs/operations.md, found \"error.guess\""
        ),
        (
            Self.line.replacingOccurrences(of: #""platform":"ios""#, with: #""platform":"iOS""#),
            "golden/p.jsonl:1: platform: \"iOS\" is not a platform id: expected lower-case letters and digits, words joined by single hyphens, "
                + "starting with a letter, at most 32 characters (such as ios, android, apple-tv)"
        ),
        (
            Self.line.replacingOccurrences(of: #""platform":"ios""#, with: #""platform":"none""#),
            "golden/p.jsonl:1: platform: expected the platform whose spelling the case uses, found none"
        ),
    ])
    func unreadableLinesNameFileAndLine(text: String, message: String) {
        let error = #expect(throws: GoldenFileError.self) { try GoldenFile.parse(Data(text.utf8), file: "golden/p.jsonl") }
        #expect(error?.description == message)
    }

    @Test func aLineOverTheLimitIsRefusedBeforeItIsParsed() {
        let text = Self.line + "\n" + String(repeating: " ", count: GoldenFile.maximumLineBytes + 1) + "\n"
        let error = #expect(throws: GoldenFileError.self) { try GoldenFile.parse(Data(text.utf8), file: "golden/p.jsonl") }
        #expect(error?.description == "golden/p.jsonl:2: the line is 1048577 bytes, over the 1048576-byte limit for one golden case")
    }

    @Test(arguments: ["a\nb", "a\r\nb\n", "\n\n", "", "x", "a\rb\n\r\n\n", "漢\n字\u{301}\n", "\r", "\n\r"])
    func linesAreTheCharacterLines(_ text: String) {
        #expect(GoldenFile.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false))
    }
}
