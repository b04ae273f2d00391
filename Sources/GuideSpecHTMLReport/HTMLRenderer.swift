import GuideSpecDisplayText

/// Writes a node tree as one HTML document: every text and attribute value through `HTMLEscaping.escape`, no
/// indentation (whitespace inside `<pre>` and code lines is content), a line break after block elements so the file
/// reads in a diff, and the same bytes for the same tree.
enum HTMLRenderer {
    /// Elements that have no end tag and no children.
    static let voidElements: Set<String> = ["br", "col", "hr", "img", "input", "link", "meta", "wbr"]

    /// Elements after whose end tag a line break changes nothing on screen.
    static let blockElements: Set<String> = [
        "article", "body", "details", "div", "footer", "form", "h1", "h2", "h3", "h4", "head", "header", "html", "li",
        "main", "meta", "nav", "ol", "p", "script", "section", "style", "table", "tbody", "thead", "title", "tr", "ul",
    ]

    /// Elements whose content is plain text, where no `<bdi>` can be (the page's title, an option of a select).
    static let textOnlyElements: Set<String> = ["option", "textarea", "title"]

    /// `<!DOCTYPE html>`, then `root`, then a final line break.
    static func document(_ root: HTMLNode) -> String {
        var output = "<!DOCTYPE html>\n"
        write(root, into: &output)
        if output.last != "\n" { output += "\n" }
        return output
    }

    /// Appends one node. A text that could turn the direction of the words around it (`DisplayText.needsIsolation`: a
    /// right-to-left character or a bidirectional control) is isolated: in `<bdi>`, or inside an element of plain text
    /// (`textOnly`) between isolate marks with its controls made visible; so the page's own sentences keep their direction.
    static func write(_ node: HTMLNode, into output: inout String, textOnly: Bool = false) {
        switch node {
        case .text(let text) where DisplayText.needsIsolation(text):
            output += textOnly ? HTMLEscaping.escape(DisplayText.isolated(text)) : "<bdi>" + HTMLEscaping.escape(text) + "</bdi>"
        case .text(let text):
            output += HTMLEscaping.escape(text)
        case .code(let code):
            output += code.description
        case .element(let element):
            let name = element.name.text
            output += "<" + name
            for attribute in element.attributes {
                output += " " + attribute.name.text
                if let value = attribute.value { output += "=\"" + HTMLEscaping.escape(value) + "\"" }
            }
            output += ">"
            if voidElements.contains(name) {
                if blockElements.contains(name) { output += "\n" }
                return
            }
            for child in element.children { write(child, into: &output, textOnly: textOnly || textOnlyElements.contains(name)) }
            output += "</" + name + ">"
            if blockElements.contains(name) { output += "\n" }
        }
    }
}
