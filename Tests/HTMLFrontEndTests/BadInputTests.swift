import DocumentModel
import HTMLFrontEnd
import Testing
import TestSupport

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

    @Test("empty pages read as no blocks and no diagnostics", arguments: ["", "  \n", "<html><body></body></html>", "<!DOCTYPE html><html><head><title>t</title></head><body>\n</body></html>"])
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
        let fragments = ["<", ">", "</", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE", "[", "<!ENTITY", "&", "&#0;", "&#xD800;", "\"", "'",
                         "<p>", "</br>", "<pre>", "<table><tr>", "<li>", "<script>", "\u{0}", "\n", "中文", "\u{FFFD}"]
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
        #expect(document.blocks.last.map { DocumentDump.render(GuideDocument(file: "", format: .html, blocks: [$0])) } == "document html\n  paragraph @2\n    \"after\"\n")
    }
}

extension Array {
    /// The single element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
