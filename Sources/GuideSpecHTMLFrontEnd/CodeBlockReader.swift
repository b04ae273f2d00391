import GuideSpecDocumentModel

/// Reads a `<pre>` (usually `<pre><code class="language-X">`) into a code block, keeping every character.
enum CodeBlockReader {
    /// The code block of `pre`: its language from a `language-X` class, its lines without the trailing newline.
    static func read(_ pre: HTMLElement) -> CodeBlock {
        var text = ""
        var firstTextLine: Int?
        collect(pre.children, into: &text, firstTextLine: &firstTextLine)
        var firstLine = firstTextLine ?? pre.line
        // Browsers drop a newline right after `<pre>`; one after `<code>` is content (cmark writes a
        // blank first code line that way).
        if case .text(let leading)? = pre.children.first, leading.content.hasPrefix("\n") {
            text.removeFirst()
            firstLine += 1
        }
        if text.hasSuffix("\n") { text.removeLast() }
        let lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return CodeBlock(language: language(of: pre), lines: lines, firstLine: firstLine)
    }

    /// All text inside the block, `<br>` as a newline; syntax-highlighting markup is dropped, never its text.
    private static func collect(_ nodes: [HTMLNode], into text: inout String, firstTextLine: inout Int?) {
        for node in nodes {
            switch node {
            case .text(let run):
                if firstTextLine == nil { firstTextLine = run.line }
                text += run.content
            case .element(let element):
                if element.name == "br" {
                    text += "\n"
                } else if element.name != "script" && element.name != "style" {
                    collect(element.children, into: &text, firstTextLine: &firstTextLine)
                }
            }
        }
    }

    /// The `X` of the first `language-X` class on the `<code>` inside `pre`, or on `pre` itself.
    private static func language(of pre: HTMLElement) -> String? {
        let code = pre.childElements.first { $0.name == "code" }
        for element in [code, pre].compactMap({ $0 }) {
            for name in element.classNames where name.hasPrefix("language-") {
                let language = name.dropFirst("language-".count)
                return language.isEmpty ? nil : String(language)
            }
        }
        return nil
    }
}
