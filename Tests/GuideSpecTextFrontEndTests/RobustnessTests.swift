import GuideSpecDocumentModel
import Testing
import GuideSpecTestSupport
import GuideSpecTextFrontEnd

/// Inputs no guide page should be but a scrape can produce: each is read without a crash and with sane ranges.
@Suite struct RobustnessTests {
    /// Every block, at any depth, lies inside the file, and top-level blocks come in line order without overlapping.
    private func expectSaneRanges(_ document: GuideDocument, lineCount: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for block in document.allBlocks {
            #expect(
                block.range.first >= 1 && block.range.last <= max(lineCount, 1), "\(block.range) outside 1...\(lineCount)",
                sourceLocation: sourceLocation)
        }
        for (before, after) in zip(document.blocks, document.blocks.dropFirst()) {
            #expect(before.range.last < after.range.first, "\(before.range) overlaps \(after.range)", sourceLocation: sourceLocation)
        }
        for diagnostic in document.diagnostics {
            #expect(diagnostic.line >= 1 && diagnostic.line <= max(lineCount, 1), sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["", "\n", "\n\n\n", "   \n\t\n"])
    func blankText(_ text: String) {
        let document = TextFrontEnd.read(text, file: "blank.txt")
        #expect(document.blocks.isEmpty)
        #expect(document.diagnostics.isEmpty)
        #expect(document.format == .text)
    }

    @Test func onlyCode() throws {
        let text = """
            - (void)viewDidLoad {
                [TCGBPurchase requestRestoreWithCompletion:^(NSArray *array, TCGBError *error) {
                    // nothing
            @interface TCGBPurchasableItem : NSObject
            @property (assign) long itemSeq;
            """
        let document = TextFrontEnd.read(text, file: "code.txt")
        try #require(document.blocks.count == 1)
        guard case .code(let code) = document.blocks[0].kind else {
            Issue.record("not code: \(document.blocks[0].kind)")
            return
        }
        #expect(code.lines.count == 5)
        #expect(document.blocks[0].range == SourceRange(1, 5))
        #expect(document.diagnostics.isEmpty)
    }

    @Test func onlyATable() throws {
        let text = "TCGB_ERROR_A 1 First.\nTCGB_ERROR_B -2 Second.\nsecond line\nTCGB_ERROR_C 3"
        let document = TextFrontEnd.read(text, file: "table.txt")
        try #require(document.blocks.count == 1)
        guard case .table(let table) = document.blocks[0].kind else {
            Issue.record("not a table: \(document.blocks[0].kind)")
            return
        }
        #expect(table.header.cells.isEmpty)
        #expect(
            table.rows.map { $0.cells.map(\.lines) } == [
                [["TCGB_ERROR_A"], ["1"], ["First."]],
                [["TCGB_ERROR_B"], ["-2"], ["Second.", "second line"]],
                [["TCGB_ERROR_C"], ["3"], []],
            ])
        #expect(document.diagnostics.isEmpty)
    }

    @Test func veryLongLines() {
        let words = Array(repeating: "word", count: 50_000).joined(separator: " ")
        let letters = String(repeating: "x", count: 200_000)
        let row = "TCGB_ERROR_LONG 1 " + words
        let text = [words, "", letters, "", "Header", row, row + ".", String(repeating: "  • ", count: 5_000) + "item", "- (void)" + letters + " {"]
            .joined(separator: "\n")
        let document = TextFrontEnd.read(text, file: "long.txt")
        expectSaneRanges(document, lineCount: 9)
        #expect(document.blocks.count == 5)
    }

    @Test func deeplyNestedList() {
        let text = (0..<300).map { String(repeating: " ", count: $0 * 2) + "• level \($0)" }.joined(separator: "\n")
        let document = TextFrontEnd.read(text, file: "nested.txt")
        expectSaneRanges(document, lineCount: 300)
        #expect(document.blocks.count == 1)
        var depth = 0
        var blocks = document.blocks
        while case .list(let list)? = blocks.first?.kind {
            depth += 1
            blocks = list.items.last?.blocks.filter { if case .list = $0.kind { true } else { false } } ?? []
        }
        #expect(depth == 16)
    }

    @Test(arguments: 0..<20)
    func randomBytesAsText(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        let alphabet = Array("aZ_1- •*.;{}[]()@#/:>\t\n\n\n   ".utf8)
        let bytes = (0..<4_000).map { _ -> UInt8 in
            let roll = generator.next()
            return roll % 3 == 0 ? UInt8(truncatingIfNeeded: roll >> 8) : alphabet[Int(roll >> 16) % alphabet.count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let document = TextFrontEnd.read(text, file: "random.txt")
        let lineCount = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
        expectSaneRanges(document, lineCount: lineCount)
    }

    @Test func carriageReturnsAndOddWhitespace() {
        let text = "Game > Gamebase > Page\r\n\r\nTitle\r\n\r\n\u{A0}\u{3000}\r\n  1. step\r\n"
        let document = TextFrontEnd.read(text, file: "crlf.txt")
        #expect(
            DocumentDump.render(document) == """
                document text
                  heading h2 @1 "Game > Gamebase > Page" #game--gamebase--page
                  heading h3 @3 "Title" #title
                  list ordered @6
                    item @6
                      paragraph @6
                        "step"
                diagnostic note @3 text.heading-levels-lost: headings were recovered from bare lines and all read as level 3 from line 3 on: the \
                scrape lost their levels, so sub-sections sit beside their parents in section paths

                """)
    }
}
