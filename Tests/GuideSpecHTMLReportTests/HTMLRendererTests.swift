import Testing

@testable import GuideSpecHTMLReport

/// The renderer: escaping in text and attributes, void and boolean forms, and the only unescaped content.
@Suite struct HTMLRendererTests {
    func render(_ node: HTMLNode) -> String {
        var output = ""
        HTMLRenderer.write(node, into: &output)
        return output
    }

    @Test func textAndAttributeValuesAreEscaped() {
        let node: HTMLNode = .element(
            "a", [HTMLAttribute("href", "#x\" onclick=\"alert(1)"), HTMLAttribute("title", "<b>'&'</b>")], text: "</a><script>")
        #expect(
            render(node) == ##"<a href="#x&quot; onclick=&quot;alert(1)" title="&lt;b&gt;&#39;&amp;&#39;&lt;/b&gt;">&lt;/a&gt;&lt;script&gt;</a>"##)
    }

    @Test func attributesKeepTheirOrderAndBooleanOnesAreBare() {
        let node: HTMLNode = .element("details", [.id("d"), .flag("open"), .flag("hidden", false), .class("c")], [.element("summary", text: "s")])
        #expect(render(node) == "<details id=\"d\" open class=\"c\"><summary>s</summary></details>\n")
    }

    @Test func voidElementsHaveNoEndTag() {
        let node: HTMLNode = .element("p", [], [.element("input", [HTMLAttribute("type", "search")]), .element("br")])
        #expect(render(node) == "<p><input type=\"search\"><br></p>\n")
    }

    @Test func aDocumentStartsWithItsDoctypeAndEndsWithALineBreak() {
        #expect(HTMLRenderer.document(.element("html", [], [.element("span", text: "x")])) == "<!DOCTYPE html>\n<html><span>x</span></html>\n")
    }

    @Test func theStyleSheetAndScriptCannotEndTheirOwnElements() {
        for (code, element) in [(ReportStyle.source.description, "style"), (ReportScript.source.description, "script")] {
            #expect(!code.lowercased().contains("</" + element))
            #expect(!code.contains("<!--"))
        }
    }
}
