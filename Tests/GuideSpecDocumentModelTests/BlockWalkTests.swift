import GuideSpecDocumentModel
import Testing

@Suite struct BlockWalkTests {
    /// A paragraph block whose single line names it, so the walk's order reads as a list of names.
    private static func paragraph(_ name: String, line: Int) -> Block {
        Block(.paragraph(Paragraph(lines: [name])), range: SourceRange(line: line))
    }

    /// The blocks the walk hands over, in the order it hands them.
    private static func walked(_ blocks: [Block]) -> [Block] {
        var visited: [Block] = []
        BlockWalk(blocks).forEach { visited.append($0) }
        return visited
    }

    private static func names(_ blocks: [Block]) -> [String] {
        blocks.map { block in
            switch block.kind {
            case .paragraph(let paragraph): paragraph.lines[0]
            case .list: "list"
            case .quote: "quote"
            case .heading(let heading): heading.text
            case .table, .code: "other"
            }
        }
    }

    @Test func visitsEveryBlockInDocumentOrderDescendingIntoItemsAndQuotes() {
        let quoteInItem = Block(.quote([Self.paragraph("in quote in item", line: 4)]), range: SourceRange(line: 4))
        let list = Block(
            .list(
                ListBlock(
                    ordered: true,
                    items: [
                        ListItem(blocks: [Self.paragraph("item 1", line: 3), quoteInItem], range: SourceRange(3, 4)),
                        ListItem(blocks: [], range: SourceRange(line: 5)),
                        ListItem(blocks: [Self.paragraph("item 3", line: 6)], range: SourceRange(line: 6)),
                    ])),
            range: SourceRange(3, 6))
        let quote = Block(
            .quote([
                Block(
                    .list(
                        ListBlock(
                            ordered: false, items: [ListItem(blocks: [Self.paragraph("item in quote", line: 8)], range: SourceRange(line: 8))])),
                    range: SourceRange(line: 8))
            ]),
            range: SourceRange(line: 8))
        let blocks = [Block(.heading(Heading(level: 1, text: "Title")), range: SourceRange(line: 1)), list, quote, Self.paragraph("last", line: 10)]

        let expected = ["Title", "list", "item 1", "quote", "in quote in item", "item 3", "quote", "list", "item in quote", "last"]
        #expect(Self.names(Self.walked(blocks)) == expected)
        #expect(Self.names(GuideDocument(file: "walk.md", format: .markdown, blocks: blocks).allBlocks) == expected)
        #expect(Self.walked([]).isEmpty)
    }

    @Test func handsOverEveryCodeBlockInDocumentOrderWithItsBlock() {
        func code(_ text: String, line: Int) -> Block {
            Block(.code(CodeBlock(language: "swift", text: text, firstLine: line + 1)), range: SourceRange(line, line + 2))
        }
        let inItem = code("in item", line: 3)
        let inQuote = code("in quote", line: 8)
        let blocks = [
            code("first", line: 1),
            Block(
                .list(ListBlock(ordered: false, items: [ListItem(blocks: [Self.paragraph("item", line: 3), inItem], range: SourceRange(3, 6))])),
                range: SourceRange(3, 6)),
            Block(.quote([Self.paragraph("quoted", line: 7), inQuote]), range: SourceRange(7, 10)),
            Self.paragraph("last", line: 11),
        ]
        var handed: [(String, Block)] = []
        BlockWalk(blocks).forEachCode { handed.append(($0.text, $1)) }
        #expect(handed.map(\.0) == ["first", "in item", "in quote"])
        #expect(handed.map(\.1) == Self.walked(blocks).filter { if case .code = $0.kind { true } else { false } })
    }
}
