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

    /// `<!DOCTYPE html>`, then `root`, then a final line break.
    static func document(_ root: HTMLNode) -> String {
        var output = "<!DOCTYPE html>\n"
        write(root, into: &output)
        if output.last != "\n" { output += "\n" }
        return output
    }

    /// Appends one node.
    static func write(_ node: HTMLNode, into output: inout String) {
        switch node {
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
            for child in element.children { write(child, into: &output) }
            output += "</" + name + ">"
            if blockElements.contains(name) { output += "\n" }
        }
    }
}
