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
    /// Only lines with a pipe can have more than one cell, so the bytes are searched for pipes (with `memchr`); a line
    /// with one has its pipes looked for up to the limit, and only a line with that many is counted exactly.
    static func check(_ text: String, file: String) -> Diagnostic? {
        var text = text
        return text.withUTF8 { bytes in
            var searched = 0  // the start of the first line not yet looked at
            while searched < bytes.count, let firstPipe = bytes.firstOffset(of: UInt8(ascii: "|"), in: searched..<bytes.count) {
                let end = bytes.firstOffset(of: 0x0A, in: firstPipe..<bytes.count) ?? bytes.count
                var pipes = 1
                var next = firstPipe + 1
                while pipes < DocumentLimits.maximumTableColumns, let pipe = bytes.firstOffset(of: UInt8(ascii: "|"), in: next..<end) {
                    pipes += 1
                    next = pipe + 1
                }
                if pipes >= DocumentLimits.maximumTableColumns {
                    var start = firstPipe
                    while start > searched && bytes[start - 1] != 0x0A { start -= 1 }
                    let count = cells(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    if count > DocumentLimits.maximumTableColumns {
                        let line = 1 + bytes[..<start].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
                        return Diagnostic(.error, rule: MarkdownFrontEnd.tableTooWide, file: file, line: line, tooWide(cells: count))
                    }
                }
                searched = end + 1
            }
            return nil
        }
    }

    /// The cells of one line read as a table row: its pipes not escaped by a backslash, less a leading pipe (after
    /// spaces and quotation markers) and a trailing one (before spaces).
    private static func cells(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var cells = 1
        var leadingPipe = false
        var lastNonBlankIsPipe = false
        var atLineStart = true
        var escaped = false
        for byte in line {
            switch byte {
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
        return cells - (leadingPipe ? 1 : 0) - (lastNonBlankIsPipe ? 1 : 0)
    }

    /// The message of the `markdown.table-too-wide` error.
    static func tooWide(cells: Int) -> String {
        """
        line has \(cells) table cells, over the limit of \(DocumentLimits.maximumTableColumns) columns (cmark-gfm's time and memory grow with a \
        table's width): split the table
        """
    }
}
