import GuideSpecDocumentModel

/// Refuses, before cmark-gfm sees the text, a line that would make a table row wider than GuideSpec reads.
///
/// cmark-gfm pads every row of a table to its header's width (a 5,000-column header over short rows takes
/// gigabytes) and appends a row's cells to a linked list from its head (a row of 60,000 cells takes tens of
/// seconds). Neither can be changed from here, so the width is bounded on the bytes, in one pass: a resource
/// guard, not a Markdown reader. It counts the cells any line would have as a table row, in or out of a table
/// (a code block line of more than 64 `|` is refused too; guides have none).
enum TableWidthGuard {
    /// The first line with more than `DocumentLimits.maximumTableColumns` cells, as an error, or nil when every line is within it.
    static func check(_ text: String, file: String) -> Diagnostic? {
        var line = 1
        var cells = 1
        var leadingPipe = false
        var lastNonBlankIsPipe = false
        var atLineStart = true
        var escaped = false
        func exceeded() -> Diagnostic? {
            let count = cells - (leadingPipe ? 1 : 0) - (lastNonBlankIsPipe ? 1 : 0)
            guard count > DocumentLimits.maximumTableColumns else { return nil }
            return Diagnostic(.error, rule: MarkdownFrontEnd.tableTooWide, file: file, line: line, tooWide(cells: count))
        }
        for byte in text.utf8 {
            switch byte {
            case 0x0A:
                if let diagnostic = exceeded() { return diagnostic }
                line += 1
                cells = 1
                leadingPipe = false
                lastNonBlankIsPipe = false
                atLineStart = true
                escaped = false
                continue
            case 0x20, 0x09:
                escaped = false
                continue
            case UInt8(ascii: "|") where !escaped:
                cells += 1
                if atLineStart { leadingPipe = true }
                lastNonBlankIsPipe = true
            default:
                lastNonBlankIsPipe = false
            }
            atLineStart = atLineStart && byte == UInt8(ascii: ">")
            escaped = !escaped && byte == UInt8(ascii: "\\")
        }
        return exceeded()
    }

    /// The message of the `markdown.table-too-wide` error.
    static func tooWide(cells: Int) -> String {
        "line has \(cells) table cells, over the limit of \(DocumentLimits.maximumTableColumns) columns (cmark-gfm's time and memory grow with a table's width): split the table"
    }
}
