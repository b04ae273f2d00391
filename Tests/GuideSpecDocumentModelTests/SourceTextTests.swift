import GuideSpecDocumentModel
import Testing

@Suite struct SourceTextTests {
    /// One bad or odd input, the diagnostic it must get, and whether text survives.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var expected: [String]
        var readable: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "invalid UTF-8", bytes: Array("# Title\n\nok é\nbad ".utf8) + [0xC3, 0x28] + Array(" end\n".utf8),
            expected: ["error input.invalid-utf8 @4: invalid UTF-8 at line 4, byte 5: expected UTF-8 text"], readable: false),
        Case(
            name: "UTF-16 with BOM", bytes: [0xFF, 0xFE, 0x23, 0x00, 0x20, 0x00],
            expected: ["error input.utf16 @1: file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"], readable: false),
        Case(
            name: "UTF-16 without BOM", bytes: Array("# T\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            expected: ["error input.utf16 @1: file looks like UTF-16 without a byte order mark (NUL bytes between characters); save it as UTF-8"],
            readable: false),
        Case(
            name: "binary", bytes: Array("line one\nline two has a NUL here".utf8) + [0] + Array(String(repeating: "x", count: 200).utf8),
            expected: ["error input.binary @2: file is binary (NUL byte at line 2): expected a text guide page"], readable: false),
        Case(
            name: "empty", bytes: [], expected: ["error input.empty @1: file is empty: expected a guide page in Markdown, HTML or text"],
            readable: false),
        Case(
            name: "only whitespace", bytes: Array(" \n\n\t\n".utf8),
            expected: ["error input.empty @1: file is empty: expected a guide page in Markdown, HTML or text"], readable: false),
        Case(
            name: "UTF-8 BOM", bytes: [0xEF, 0xBB, 0xBF] + Array("# Title\n".utf8),
            expected: ["warning input.byte-order-mark @1: UTF-8 byte order mark at the start of the file was ignored"], readable: true),
        Case(
            name: "CRLF", bytes: Array("# Title\nplain\r\nmore\r\n".utf8),
            expected: ["warning input.crlf @2: Windows (CRLF) or old Mac (CR) line endings were read as LF"], readable: true),
    ]

    @Test(arguments: cases)
    func diagnosesBadInputWithItsLine(_ testCase: Case) {
        let source = SourceText(bytes: testCase.bytes, file: "page.md")
        #expect(source.diagnostics.map { "\($0.severity.rawValue) \($0.rule) @\($0.line): \($0.message)" } == testCase.expected)
        #expect((source.text != nil) == testCase.readable)
    }

    @Test func refusesAFileOverTheLimit() {
        let source = SourceText(bytes: Array(repeating: 0x61, count: 101), file: "huge.md", byteLimit: 100)
        #expect(source.text == nil)
        #expect(
            source.diagnostics.map(\.description) == [
                "huge.md:1: error: file is 101 bytes, over the 100-byte limit for a guide page [input.too-large]"
            ])
    }

    @Test func refusesALineOverTheLineLimitUnlessThereIsNone() {
        let bytes = Array("short\n".utf8) + Array(repeating: 0x61, count: 101) + Array("\nend".utf8)
        let source = SourceText(bytes: bytes, file: "long.md", lineByteLimit: 100)
        #expect(source.text == nil)
        #expect(
            source.diagnostics.map(\.description) == [
                "long.md:2: error: line 2 is 101 bytes, over the 100-byte limit for a line of a guide page [input.line-too-long]"
            ])
        #expect(SourceText(bytes: bytes, file: "long.html", lineByteLimit: nil).text != nil)
        #expect(SourceText(bytes: Array(repeating: 0x61, count: 100), file: "edge.md", lineByteLimit: 100).text != nil)
        #expect(SourceText(bytes: Array(repeating: 0x61, count: 101), file: "last.md", lineByteLimit: 100).diagnostics.map(\.line) == [1])
        #expect(SourceText.defaultLineByteLimit == 262_144)
    }

    @Test func crlfKeepsLineNumbers() throws {
        let text = try #require(SourceText(bytes: Array("a\r\nb\r\n\r\nc".utf8), file: "x.md").text)
        #expect(text == "a\nb\n\nc")
    }
}

@Suite struct TextNormalizationTests {
    @Test func collapsesSpacesTabsAndNoBreakSpaces() {
        #expect(TextNormalization.collapseSpaces("  a \t b\u{A0}\u{A0}c  ") == "a b c")
        #expect(TextNormalization.lines("one\n\n  two  \n") == ["one", "two"])
    }

    /// The collapse reads eight bytes at a time: whitespace, control bytes and a C2 lead that is not a no-break space are
    /// put at every offset of the word and checked against the rule read scalar by scalar.
    @Test func collapseAgreesWithTheRuleAtEveryOffset() {
        let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{A0}"]
        func expected(_ text: String) -> String {
            text.unicodeScalars.split { whitespace.contains($0) }.map { String($0) }.joined(separator: " ")
        }
        let plain = ["abcdefghijklmnopq", "é가나다라마바사", "测试测试测试"]
        let breaks = [" ", "  ", "\t", "\r\n ", "\u{A0}", " \u{A0} ", "\u{80}", "\u{1}", "x\u{BF}"]
        for word in plain {
            for offset in 0...word.count {
                for mark in breaks {
                    let text = "  " + String(word.prefix(offset)) + mark + String(word.dropFirst(offset)) + mark + word
                    #expect(TextNormalization.collapseSpaces(text) == expected(text), "\(Array(text.utf8))")
                    #expect(TextNormalization.lines(text) == [expected(text)])  // the only LF follows a CR
                }
            }
        }
    }

    @Test func anchorsKeepLettersOfAnyScript() {
        #expect(HeadingAnchor.slug(for: "Purchase Flow") == "purchase-flow")
        #expect(HeadingAnchor.slug(for: "如何测试AppStore Promotion IAP") == "如何测试appstore-promotion-iap")
        #expect(HeadingAnchor.slug(for: "Event (by) Promotion!") == "event-by-promotion")
    }
}
