public import DocumentModel

/// Reads GitHub-flavoured Markdown into a `GuideDocument` through cmark-gfm.
public enum MarkdownFrontEnd {
    /// Parses `text`, read from `file`, into a document; a table wider than GuideSpec reads is refused unparsed.
    public static func read(_ text: String, file: String) -> GuideDocument {
        if let tooWide = TableWidthGuard.check(text, file: file) {
            return GuideDocument(file: file, format: .markdown, blocks: [], diagnostics: [tooWide])
        }
        let (blocks, diagnostics) = CmarkConverter.convert(text, file: file)
        return GuideDocument(file: file, format: .markdown, blocks: blocks, diagnostics: diagnostics)
    }

    /// Renders Markdown to HTML with cmark-gfm (tables and raw HTML kept), as a published page would carry it.
    public static func renderHTML(_ text: String) -> String {
        CmarkConverter.renderHTML(text)
    }

    /// Parses Markdown with cmark-gfm and builds nothing: the benchmark's baseline. Returns the line count.
    public static func parseOnly(_ text: String) -> Int {
        CmarkConverter.parseOnly(text)
    }

    /// Whether a raw inline HTML tag is a line break (`<br>`, `<br/>`, `<br />`).
    static func isLineBreakTag(_ raw: String) -> Bool {
        let compact = raw.lowercased().filter { $0 != " " && $0 != "/" }
        return compact == "<br>"
    }

    /// The number of cells in one GFM table row line, splitting at pipes not escaped by a backslash. Reads the UTF-8
    /// bytes, as cmark-gfm does when it splits the row.
    static func cellCount(ofRowLine line: ArraySlice<UInt8>) -> Int {
        var content = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
        while let last = content.last, last == 0x20 || last == 0x09 { content.removeLast() }
        if content.first == UInt8(ascii: "|") { content.removeFirst() }
        if content.last == UInt8(ascii: "|"), !(content.count >= 2 && content.dropLast().last == UInt8(ascii: "\\")) { content.removeLast() }
        var count = 1
        var escaped = false
        for byte in content {
            if escaped { escaped = false; continue }
            if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "|") { count += 1 }
        }
        return count
    }

    /// A code block's literal split into lines at LF (a CR right before a LF stays with its line, as when the text is
    /// split by characters).
    static func codeLines(_ literal: String) -> [String] {
        var lines: [String] = []
        let bytes = literal.utf8
        var start = bytes.startIndex
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A && previous != 0x0D {
                lines.append(String(literal[start..<index]))
                start = bytes.index(after: index)
            }
            previous = byte
        }
        lines.append(String(literal[start...]))
        return lines
    }

    /// The deepest nesting of quotations and lists, and of inline spans (emphasis, links), that is read.
    static let maximumNesting = 100

    static let unterminatedFence = "markdown.unterminated-fence"
    static let tableTooWide = "markdown.table-too-wide"
    static let nestingTooDeep = "markdown.nesting-too-deep"
    static func nestingTooDeepMessage(_ what: String) -> String {
        "\(what) nested more than \(maximumNesting) levels deep: GuideSpec reads at most \(maximumNesting) levels (guides use a few); nothing deeper was read"
    }
    static let tableCellCount = "markdown.table-cell-count"
    static let swallowedText = "markdown.raw-html-swallows-text"
}
