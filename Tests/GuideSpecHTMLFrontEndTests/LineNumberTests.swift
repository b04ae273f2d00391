import GuideSpecDocumentModel
import GuideSpecHTMLFrontEnd
import Testing

@Suite("HTML front end line numbers")
struct LineNumberTests {
    @Test("lines past libxml2's 16-bit line field stay exact")
    func linesBeyond65535() {
        let page = (1...65_600).map { "<p>line \($0)</p>" }.joined(separator: "\n") + "\n<pre><code>a\nb\n</code></pre>"
        let document = HTMLFrontEnd.read(page, file: "long.html")
        #expect(document.blocks.count == 65_601)
        #expect(document.blocks[65_599].range == SourceRange(line: 65_600))
        #expect(document.blocks.last?.range == SourceRange(65_601, 65_602))
        guard case .code(let code)? = document.blocks.last?.kind else {
            Issue.record("expected a code block last")
            return
        }
        #expect(code.firstLine == 65_601)
    }
}
