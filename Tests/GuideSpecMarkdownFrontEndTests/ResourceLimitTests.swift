import GuideSpecDocumentModel
import GuideSpecMarkdownFrontEnd
import Testing
import GuideSpecTestSupport

/// The Markdown front end's limits (docs/limits-and-complexity.md): nesting and table width are bounded with an error,
/// never a stack overflow or cmark-gfm's padding of every row to a huge header.
@Suite struct ResourceLimitTests {
    static func errors(_ document: GuideDocument) -> [String] {
        document.diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    static let tooDeepBlocks =
        """
        page.md:3: error: quotations and lists are nested more than 100 levels deep: GuideSpec reads at most 100 levels (guides use a few); \
        nothing deeper was read [markdown.nesting-too-deep]
        """
    static let tooDeepInlines =
        """
        page.md:3: error: inline spans (emphasis, links) are nested more than 100 levels deep: GuideSpec reads at most 100 levels (guides use a \
        few); nothing deeper was read [markdown.nesting-too-deep]
        """

    @Test func blockquotesTensOfThousandsDeepAreAnError() {
        let document = MarkdownFrontEnd.read(Reproducers.deepQuotes.text, file: "page.md")
        #expect(Self.errors(document) == [Self.tooDeepBlocks])
        #expect(document.blocks.count == 2)
    }

    @Test func listsTensOfThousandsDeepAreAnError() {
        let document = MarkdownFrontEnd.read(Reproducers.deepLists.text, file: "page.md")
        #expect(Self.errors(document) == [Self.tooDeepBlocks])
    }

    @Test func emphasisTensOfThousandsDeepIsAnError() {
        let document = MarkdownFrontEnd.read(Reproducers.deepEmphasis.text, file: "page.md")
        #expect(Self.errors(document) == [Self.tooDeepInlines])
    }

    @Test func nestingAtTheLimitIsRead() {
        let quotes = MarkdownFrontEnd.read(String(repeating: "> ", count: 100) + "deep\n", file: "page.md")
        #expect(Self.errors(quotes).isEmpty)
        var block = quotes.blocks.first
        var depth = 0
        while case .quote(let inner)? = block?.kind {
            depth += 1
            block = inner.first
        }
        #expect(depth == 100)
        #expect(block.map { $0.kind == .paragraph(Paragraph(lines: ["deep"])) } == true)
        func emphasis(_ depth: Int) -> GuideDocument {
            MarkdownFrontEnd.read("# T\n\n" + String(repeating: "*a ", count: depth) + String(repeating: "b*", count: depth) + "\n", file: "page.md")
        }
        #expect(Self.errors(emphasis(100)).isEmpty)
        #expect(
            emphasis(100).blocks.last?.kind
                == .paragraph(Paragraph(lines: [String(repeating: "a ", count: 100) + String(repeating: "b", count: 100)])))
        #expect(Self.errors(emphasis(101)) == [Self.tooDeepInlines])
    }

    @Test func aHeaderOfThousandsOfColumnsIsRefusedBeforeParsing() {
        let document = MarkdownFrontEnd.read(Reproducers.wideHeader.text, file: "page.md")
        #expect(document.blocks.isEmpty)
        #expect(
            Self.errors(document) == [
                """
                page.md:3: error: line has 5000 table cells, over the limit of 64 columns (cmark-gfm's time and memory grow with a table's \
                width): split the table [markdown.table-too-wide]
                """
            ])
    }

    @Test func aRowOfTensOfThousandsOfCellsIsRefusedBeforeParsing() {
        let document = MarkdownFrontEnd.read(Reproducers.wideRow.text, file: "page.md")
        #expect(
            Self.errors(document) == [
                """
                page.md:3: error: line has 64000 table cells, over the limit of 64 columns (cmark-gfm's time and memory grow with a table's \
                width): split the table [markdown.table-too-wide]
                """
            ])
    }

    @Test func sixtyFourColumnsAreReadAndEscapedPipesDoNotCount() {
        let wide = "|" + String(repeating: "a|", count: 64) + "\n|" + String(repeating: "-|", count: 64) + "\n"
        let escaped = "| code | text |\n| - | - |\n| x | " + String(repeating: "a \\| ", count: 500) + "|\n"
        let quoted = "> |" + String(repeating: " q |", count: 64) + "\n"
        let document = MarkdownFrontEnd.read(wide + "\n" + escaped + "\n" + quoted, file: "page.md")
        #expect(Self.errors(document).isEmpty)
        guard case .table(let table)? = document.blocks.first?.kind else {
            Issue.record("expected a table first")
            return
        }
        #expect(table.header.cells.count == 64)
        let sixtyFive = MarkdownFrontEnd.read("x" + String(repeating: "|x", count: 64) + "\n", file: "page.md")
        #expect(
            Self.errors(sixtyFive) == [
                """
                page.md:1: error: line has 65 table cells, over the limit of 64 columns (cmark-gfm's time and memory grow with a table's width): \
                split the table [markdown.table-too-wide]
                """
            ])
    }
}
