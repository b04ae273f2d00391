import GuideSpecDocumentModel
import GuideSpecHTMLFrontEnd
import Testing
import GuideSpecTestSupport

@Suite("HTML front end on hostile and broken input")
struct BadInputTests {
    @Test("a DOCTYPE declaring an external entity is refused unread")
    func externalEntity() throws {
        let page = """
            <!DOCTYPE html [
              <!ENTITY xxe SYSTEM "file:///etc/passwd">
            ]>
            <html><body><article><h1>Secrets</h1><p>&xxe;</p></article></body></html>
            """
        let document = HTMLFrontEnd.read(page, file: "xxe.html")
        #expect(document.blocks.isEmpty)
        let diagnostic = try #require(document.diagnostics.only)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.rule == "html.entity-declaration")
        #expect(diagnostic.file == "xxe.html")
        #expect(diagnostic.line == 2)
        #expect(diagnostic.message.contains(#"external entity "xxe""#))
        #expect(!diagnostic.message.contains("root:"))
    }

    @Test("a billion-laughs DOCTYPE is refused before anything expands")
    func billionLaughs() throws {
        let entities = (1...9).map { #" <!ENTITY lol\#($0) "\#(String(repeating: "&lol\($0 - 1);", count: 10))">"# }
        let page = (["<?xml version=\"1.0\"?>", "<!doctype lolz [", " <!ENTITY lol0 \"lol\">"] + entities + ["]>", "<lolz>&lol9;</lolz>"])
            .joined(separator: "\n")
        let document = HTMLFrontEnd.read(page, file: "lol.html")
        #expect(document.blocks.isEmpty)
        let diagnostic = try #require(document.diagnostics.only)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.rule == "html.entity-declaration")
        #expect(diagnostic.line == 3)
        #expect(diagnostic.message.hasPrefix(#"DOCTYPE declares entities (entity "lol0", entity "lol1", entity "lol2" and 7 more)"#))
    }

    @Test("a DOCTYPE without an internal subset, or with one that declares no entity, is fine")
    func harmlessDoctypes() {
        for doctype in ["<!DOCTYPE html>", #"<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">"#] {
            let document = HTMLFrontEnd.read("\(doctype)\n<p>Hello &amp; welcome</p>", file: "ok.html")
            #expect(document.diagnostics.isEmpty)
            #expect(DocumentDump.render(document) == "document html\n  paragraph @2\n    \"Hello & welcome\"\n")
        }
    }

    @Test(
        "empty pages read as no blocks and no diagnostics",
        arguments: ["", "  \n", "<html><body></body></html>", "<!DOCTYPE html><html><head><title>t</title></head><body>\n</body></html>"])
    func emptyPages(page: String) {
        let document = HTMLFrontEnd.read(page, file: "empty.html")
        #expect(document.blocks.isEmpty)
        #expect(document.diagnostics.isEmpty)
    }

    @Test("unclosed tags are recovered, keeping their text")
    func unclosedTags() {
        let page = #"<article><h2>Title<p>para <strong>bold<ul><li>one<li>two<table><tr><td>x<tr><td>y<pre><code class="language-swift">let a"#
        let document = HTMLFrontEnd.read(page, file: "broken.html")
        #expect(!document.diagnostics.containsError)
        guard case .heading(let heading)? = document.blocks.first?.kind else {
            Issue.record("expected a heading first: \(DocumentDump.render(document))")
            return
        }
        #expect(heading.text == "Title")
        #expect(DocumentDump.render(document).contains("two"))
    }

    @Test("arbitrary bytes read as text never crash the front end")
    func garbage() {
        var generator = SplitMix64(seed: 0x6775_6964_6573_7065)
        let fragments = [
            "<", ">", "</", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE", "[", "<!ENTITY", "&", "&#0;", "&#xD800;", "\"", "'",
            "<p>", "</br>", "<pre>", "<table><tr>", "<li>", "<script>", "\u{0}", "\n", "中文", "\u{FFFD}",
        ]
        for round in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<(Int(generator.next() % 400)) {
                if generator.next() % 3 == 0 {
                    bytes += Array(fragments[Int(generator.next() % UInt64(fragments.count))].utf8)
                } else {
                    bytes.append(UInt8(truncatingIfNeeded: generator.next()))
                }
            }
            let document = HTMLFrontEnd.read(String(decoding: bytes, as: UTF8.self), file: "garbage-\(round).html")
            #expect(document.format == .html)
        }
    }

    @Test("a NUL character does not end the page")
    func nulCharacter() {
        let document = HTMLFrontEnd.read("<p>\u{0}first</p>\n<p>second</p>", file: "nul.html")
        #expect(DocumentDump.render(document) == "document html\n  paragraph @1\n    \"\u{FFFD}first\"\n  paragraph @2\n    \"second\"\n")
    }

    @Test("nesting deeper than libxml2 reads gives an error naming the line where reading stopped")
    func deepNesting() {
        let page = "<p>before</p>\n" + String(repeating: "<div>", count: 300) + "deep" + String(repeating: "</div>", count: 300) + "\n<p>after</p>"
        let document = HTMLFrontEnd.read(page, file: "deep.html")
        #expect(document.blocks.count == 1)
        let stopped = document.diagnostics.filter { $0.rule == "html.parse-stopped" }
        #expect(stopped.map(\.line) == [2])
        #expect(stopped.map(\.severity) == [.error])
    }

    @Test("nesting deep enough to threaten the stack is read as text with a warning")
    func flattenedNesting() {
        let page = String(repeating: "<li><ul>", count: 110) + "deep <b>text</b>" + String(repeating: "</ul></li>", count: 110) + "\n<p>after</p>"
        let document = HTMLFrontEnd.read(page, file: "deep.html")
        #expect(document.diagnostics.map(\.rule) == ["html.deep-nesting"])
        #expect(DocumentDump.render(document).contains("\"deep text\""))
        #expect(
            document.blocks.last.map { DocumentDump.render(GuideDocument(file: "", format: .html, blocks: [$0])) }
                == "document html\n  paragraph @2\n    \"after\"\n")
    }

    @Test("an element with tens of thousands of attributes is refused before libxml2 compares them")
    func manyAttributes() throws {
        let document = HTMLFrontEnd.read(Reproducers.manyAttributes.text, file: "attrs.html")
        #expect(document.blocks.isEmpty)
        #expect(
            document.diagnostics.map(\.description) == [
                """
                attrs.html:3: error: an element has more than 64 attributes (libxml2's time grows with their square): the page was not read \
                [html.too-many-attributes]
                """
            ])
    }

    @Test("64 attributes are read (63 and a title); attribute-like text in comments, scripts and quoted values is not counted")
    func attributesWithinTheLimit() {
        let many = (0..<63).map { "a\($0)" }.joined(separator: " ")
        let wordy = String(repeating: "w ", count: 100)
        let page = """
            <!-- <x \(wordy)> --><script>if (a<b \(wordy)) {}</script><style>p<q \(wordy){}</style>
            <p \(many) title="\(wordy)">text</p>
            """
        let document = HTMLFrontEnd.read(page, file: "ok.html")
        #expect(document.diagnostics.isEmpty)
        #expect(DocumentDump.render(document) == "document html\n  paragraph @2\n    \"text\"\n")
    }

    @Test("a table row wider than 64 cells is an error and the table is not read")
    func wideTableRow() {
        func row(_ cells: Int, line: String) -> String { "<tr>" + String(repeating: "<td>\(line)</td>", count: cells) + "</tr>\n" }
        let page = "<table>\n" + row(3, line: "h") + row(64, line: "ok") + row(65, line: "wide") + "</table>\n<p>after</p>"
        let document = HTMLFrontEnd.read(page, file: "wide.html")
        #expect(
            document.diagnostics.map(\.description) == [
                "wide.html:4: error: table row has 65 cells, over the limit of 64 columns: the table was not read; split it [html.table-too-wide]"
            ])
        #expect(
            document.blocks.map { DocumentDump.render(GuideDocument(file: "", format: .html, blocks: [$0])) } == [
                "document html\n  paragraph @6\n    \"after\"\n"
            ])
    }
}
