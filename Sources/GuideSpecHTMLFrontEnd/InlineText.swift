/// Gathers the plain text of inline content the way the Markdown front end does: markup dropped,
/// `<br>` as a line break, images and page chrome skipped.
enum InlineText {
    /// How source line breaks inside text count.
    enum Newlines {
        /// A newline in the source starts a new line of text (paragraphs, as cmark's soft breaks do).
        case breakLines
        /// A newline in the source is only white space (table cells, where only `<br>` breaks lines).
        case asSpaces
    }

    /// The text of `nodes` and everything inside them.
    static func of(_ nodes: [HTMLNode], newlines: Newlines) -> String {
        var text = ""
        append(nodes, newlines: newlines, to: &text)
        return text
    }

    private static func append(_ nodes: [HTMLNode], newlines: Newlines, to text: inout String) {
        for node in nodes {
            switch node {
            case .text(let run):
                switch newlines {
                case .breakLines: text += run.content
                case .asSpaces: text += run.newlineCount == 0 ? run.content : run.content.replacing("\n", with: " ")
                }
            case .element(let element):
                switch element.name {
                case "br": text += "\n"
                case "img": break
                default:
                    if !PageChrome.isChrome(element) { append(element.children, newlines: newlines, to: &text) }
                }
            }
        }
    }
}
