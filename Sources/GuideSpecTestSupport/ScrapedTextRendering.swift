public import GuideSpecDocumentModel

/// Renders a Markdown-read document as the published site's plain-text scrape shows it, to
/// feed the text front end pages whose Markdown is known.
///
/// Headings become bare lines; lists become `  1. ` / `  • ` lines, two more spaces per nesting
/// level, with an item's further text lines indented under its text; a table row's cells are
/// joined by single spaces on one line (each cell's first line) and the cells' further lines
/// (`<br>` in the source) follow on lines of their own; code lines appear unfenced. Blocks are
/// separated by a blank line, code blocks by two, as on the scraped pages.
public enum ScrapedTextRendering {
    /// The scrape of `document`, ending with a newline.
    public static func render(_ document: GuideDocument) -> String {
        var writer = Writer()
        for block in document.blocks { writer.write(block) }
        return writer.lines.joined(separator: "\n") + "\n"
    }

    /// Collects output lines and the blank lines owed before the next block.
    private struct Writer {
        var lines: [String] = []
        var pendingBlanks = 0

        mutating func emit(_ line: String) {
            if !lines.isEmpty { lines += Array(repeating: "", count: pendingBlanks) }
            pendingBlanks = 0
            lines.append(line)
        }

        mutating func endBlock(blanks: Int = 1) { pendingBlanks = max(pendingBlanks, blanks) }

        mutating func write(_ block: Block) {
            switch block.kind {
            case .heading(let heading):
                emit(heading.text)
                endBlock()
            case .paragraph(let paragraph):
                paragraph.lines.forEach { emit($0) }
                endBlock()
            case .list(let list):
                write(list, depth: 0)
                endBlock()
            case .table(let table):
                ([table.header] + table.rows).forEach { write($0) }
                endBlock()
            case .code(let code):
                code.lines.forEach { emit(String($0)) }
                endBlock(blanks: 2)
            case .quote(let inner):
                inner.forEach { write($0) }
            }
        }

        mutating func write(_ list: ListBlock, depth: Int) {
            let indent = String(repeating: "  ", count: depth + 1)
            for (number, item) in list.items.enumerated() {
                let marker = list.ordered ? "\(number + 1). " : "• "
                var rest = item.blocks[...]
                var textLines: [String] = []
                while case .paragraph(let paragraph)? = rest.first?.kind {
                    textLines += paragraph.lines
                    rest = rest.dropFirst()
                }
                emit(indent + marker + (textLines.first ?? ""))
                let continuation = String(repeating: " ", count: indent.count + marker.count)
                textLines.dropFirst().forEach { emit(continuation + $0) }
                for child in rest {
                    if case .list(let nested) = child.kind {
                        write(nested, depth: depth + 1)
                    } else {
                        endBlock()
                        write(child)
                    }
                }
            }
        }

        mutating func write(_ row: TableRow) {
            emit(row.cells.compactMap(\.lines.first).joined(separator: " "))
            for cell in row.cells { cell.lines.dropFirst().forEach { emit($0) } }
        }
    }
}
