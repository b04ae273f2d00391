import GuideSpecDocumentModel
import GuideSpecMarkdownFrontEnd
import Testing

@Suite struct MarkdownFrontEndTests {
    static let richPage = #"""
        ## Game > Guide > Purchase

        Intro with **bold**, `code`, a [link](./x) and ![an image](a.png).
        Second line.

        ### Purchase Flow

        1. Call **requestItemListOfNotConsumedWithCompletion:** first.
            * Nested detail
        2. Then buy.

        > <font color="red">[Caution]</font><br/>
        > Quoted text.

        | Error | Error Code | Description |
        | --- | --- | --- |
        | TCGB\_ERROR\_X | 10 | First.<br/>Second. |
        | TCGB_ERROR_Y | 11 | Last row without pipe

        ```objectivec
        @interface A : NSObject
        @end
        ```
        """#

    @Test func dumpsTheRichPageWithLineRanges() {
        let document = MarkdownFrontEnd.read(Self.richPage, file: "rich.md")
        #expect(
            DocumentDump.render(document) == #"""
                document markdown
                  heading h2 @1 "Game > Guide > Purchase" #game--guide--purchase
                  paragraph @3-4
                    "Intro with bold, code, a link and ."
                    "Second line."
                  heading h3 @6 "Purchase Flow" #purchase-flow
                  list ordered @8-11
                    item @8-9
                      paragraph @8
                        "Call requestItemListOfNotConsumedWithCompletion: first."
                      list bullet @9
                        item @9
                          paragraph @9
                            "Nested detail"
                    item @10-11
                      paragraph @10
                        "Then buy."
                  quote @12-13
                    paragraph @12-13
                      "[Caution]"
                      "Quoted text."
                  table @15-18
                    header @15 | "Error" | "Error Code" | "Description" |
                    row @17 | "TCGB_ERROR_X" | "10" | "First." ⏎ "Second." |
                    row @18 | "TCGB_ERROR_Y" | "11" | "Last row without pipe" |
                  code objectivec @20-23 first@21
                    |@interface A : NSObject
                    |@end

                """#)
        #expect(document.blocks.last?.sectionPath == ["Game > Guide > Purchase", "Purchase Flow"])
    }

    @Test func reportsAnUnterminatedFenceAtItsOpeningLine() {
        let document = MarkdownFrontEnd.read("# T\n\ntext\n\n```objectivec\n@interface A\n", file: "open.md")
        #expect(
            document.diagnostics.map(\.description) == [
                """
                open.md:5: warning: code fence opened at line 5 is never closed: as in CommonMark, it runs to the end of the file and everything \
                after it was read as code; add a closing fence [markdown.unterminated-fence]
                """
            ])
    }

    /// A fence's language is the first word of its info string; spaces around it, further words and an info string of
    /// other scripts are read as cmark-gfm gives them (a space before a combining mark is no separator).
    @Test func readsTheFenceLanguageAsTheInfoStringsFirstWord() {
        let fences = ["```objc", "```  c#  extra words", "```", "~~~ java", "```a \u{301}b c", "```ко д"]
        let text = fences.map { "\($0)\ncode\n\($0.hasPrefix("~") ? "~~~" : "```")\n" }.joined(separator: "\n")
        let languages = MarkdownFrontEnd.read(text, file: "f.md").blocks.map { block -> String? in
            guard case .code(let code) = block.kind else { return "not code" }
            return code.language
        }
        #expect(languages == ["objc", "c#", nil, "java", "a \u{301}b", "ко"])
    }

    @Test func reportsRowsWithTooFewOrTooManyCells() {
        let document = MarkdownFrontEnd.read("| a | b | c |\n| --- | --- | --- |\n| 1 | 2 |\n| 1 | 2 | 3 | 4 |\n| 1 | 2 \\| 3 | 4 |\n", file: "t.md")
        #expect(
            document.diagnostics.map(\.description) == [
                "t.md:3: warning: table row has 2 cells but the header has 3: the missing cells were read as empty [markdown.table-cell-count]",
                "t.md:4: warning: table row has 4 cells but the header has 3: the extra cells were dropped [markdown.table-cell-count]",
            ])
    }

    /// A pipe after an even run of backslashes splits cells, after an odd run it does not, at the end of a row too (as
    /// cmark-gfm splits rows).
    @Test func countsCellsByTheBackslashesBeforeEachPipe() {
        let rows = ["| 1 \\\\| 2 | 3 |", "| 1 \\\\\\| 2 | 3 |", "| 1 | 2 \\|"]
        let document = MarkdownFrontEnd.read("| a | b | c |\n| --- | --- | --- |\n" + rows.joined(separator: "\n") + "\n", file: "t.md")
        #expect(
            document.diagnostics.map(\.description) == [
                "t.md:4: warning: table row has 2 cells but the header has 3: the missing cells were read as empty [markdown.table-cell-count]",
                "t.md:5: warning: table row has 2 cells but the header has 3: the missing cells were read as empty [markdown.table-cell-count]",
            ])
    }

    @Test func rendersHTMLWithTablesAndRawBreaks() {
        let html = MarkdownFrontEnd.renderHTML("| a |\n| --- |\n| x<br/>y |\n")
        #expect(html.contains("<td>x<br/>y</td>"))
    }
}

@Suite struct RawHTMLTests {
    @Test func textSwallowedByARawHTMLBlockIsReported() {
        let document = MarkdownFrontEnd.read("Intro\n\n<div align=\"center\">\n## Functional Guide\n\nAfter.\n", file: "o.md")
        #expect(
            document.diagnostics.map(\.description) == [
                ###"""
                o.md:3: warning: text "## Functional Guide" is inside a raw HTML block (lines 3–4) and is not read as Markdown: put a blank \###
                line after the HTML tag [markdown.raw-html-swallows-text]
                """###
            ])
        #expect(MarkdownFrontEnd.read("<br/>\n\n## Heading\n", file: "ok.md").diagnostics.isEmpty)
    }

    /// A void element's tag alone on a line (`<br/>`, `<img …>`) holds nothing: the Markdown under it, which CommonMark
    /// makes part of a raw HTML block, is read as the publishing sites show it, on its own lines, and nothing is reported.
    @Test func markdownUnderAVoidTagLineIsRead() {
        let page =
            """
            Intro\n\n<br/>\n<BR >\n## Functional Guide\n| Error | Code |\n| --- | --- |\n| E_A | 1 |\n\n> <img src=\"a.png\" alt=\"a>b\">\n> ### \
            Quoted\n\n<br><br>\n\nAfter.\n
            """
        let document = MarkdownFrontEnd.read(page, file: "o.md")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(
            DocumentDump.render(document) == #"""
                document markdown
                  paragraph @1
                    "Intro"
                  heading h2 @5 "Functional Guide" #functional-guide
                  table @6-8
                    header @6 | "Error" | "Code" |
                    row @8 | "E_A" | "1" |
                  quote @10-11
                    heading h3 @11 "Quoted" #quoted
                  paragraph @15
                    "After."

                """#)
    }

    /// Once a void-tag line that took Markdown is met, the rest of the first reading only searches for more; one inside a
    /// list item later on the page is found too, and the Markdown under it read.
    @Test func aVoidTagLineInAListAfterAnotherIsRead() {
        let page = "<br/>\n## Top\n\n- item\n\n  <br/>\n  | A | B |\n  | --- | --- |\n  | x | y |\n"
        let document = MarkdownFrontEnd.read(page, file: "o.md")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(
            DocumentDump.render(document) == #"""
                document markdown
                  heading h2 @2 "Top" #top
                  list bullet @4-9
                    item @4-9
                      paragraph @4
                        "item"
                      table @7-9
                        header @7 | "A" | "B" |
                        row @9 | "x" | "y" |

                """#)
    }

    /// A `<table>` in a raw HTML block (inside a `<div>`, as API pages write parameter tables) is read as a table by the HTML
    /// front end's table reading, with the lines it stands on in the page; the block's other HTML is not read.
    @Test func aRawHTMLTableIsATableOnItsOwnLines() {
        let page = """
            ## Push object

            <div class="table-d" align="center" >
            	<table border="1" width = "100%">
            		<tr  bgcolor="#D3D3D3" >
            			<th>关键字</th>
            			<th >选项</th>
            		</tr>
            		<tr >
            			<td>platform</td>
            			<td>必填<br>平台</td>
            		</tr>
            	</table>
            </div>

            After.
            """
        let document = MarkdownFrontEnd.read(page, file: "p.md")
        #expect(document.diagnostics.isEmpty)
        #expect(
            DocumentDump.render(document) == """
                document markdown
                  heading h2 @1 "Push object" #push-object
                  table @4-11
                    header @5 | "关键字" | "选项" |
                    row @9 | "platform" | "必填" ⏎ "平台" |
                  paragraph @16
                    "After."

                """)
    }

    /// A blank line ends a raw HTML block, so a table with one inside runs on through the blocks after it (indented rows
    /// read as code by cmark-gfm) up to the line that closes it: all of it is the table, and nothing of it is code.
    @Test func aRawHTMLTableRunsOnPastABlankLine() {
        let page = """
            ## Codes

            <div>
            \t<table>
            \t\t<tr><th>Code</th><th>Message</th></tr>
            \t\t<tr>

            \t\t\t<td>2</td>
            \t\t\t<td>two</td>
            \t\t</tr>
            \t</table>
            </div>

            After.
            """
        let document = MarkdownFrontEnd.read(page, file: "p.md")
        #expect(document.diagnostics.isEmpty)
        #expect(
            DocumentDump.render(document) == """
                document markdown
                  heading h2 @1 "Codes" #codes
                  table @4-9
                    header @5 | "Code" | "Message" |
                    row @6 | "2" | "two" |
                  paragraph @14
                    "After."

                """)
    }
}
