import GuideSpecDocumentModel
import Testing

/// A code block keeps one text whose lines are slices of it, whether it is made from the text or from lines.
@Suite struct CodeBlockTests {
    @Test func splitsItsTextAtLineFeedsKeepingCarriageReturnLineFeedsInTheirLine() {
        let code = CodeBlock(language: "objc", text: "a\n\nb\r\nc\n", firstLine: 3)
        #expect(code.lines == ["a", "", "b\r\nc", ""])
        #expect(CodeBlock(language: nil, text: "", firstLine: 1).lines.isEmpty)
        #expect(CodeBlock(language: nil, text: "测试\n가", firstLine: 1).lines == ["测试", "가"])
    }

    @Test func madeFromLinesItKeepsThemAsTheyAre() {
        for lines in [[""], ["a", "b\r", "", "c"], ["测试", "가"], []] {
            let code = CodeBlock(language: nil, lines: lines, firstLine: 1)
            #expect(code.lines.map(String.init) == lines)
            #expect(code.text == lines.joined(separator: "\n"))
        }
    }
}
