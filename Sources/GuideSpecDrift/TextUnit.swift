import GuideSpecDocumentModel

/// A piece of a document's text with where it stands: a paragraph, a table cell, a heading or a code line.
struct TextUnit: Sendable {
    enum Kind: Sendable, Equatable {
        case paragraph, heading, code
        /// A body cell, with its column header and the first cell of its row (which names the row).
        case cell(column: String, row: String)
    }

    var text: String
    var line: Int
    var section: [String]
    var kind: Kind

    /// Every unit of `document` in document order; list items contribute their paragraphs.
    static func all(in document: GuideDocument) -> [TextUnit] {
        var units: [TextUnit] = []
        BlockWalk(document.blocks).forEach { block in
            switch block.kind {
            case .paragraph(let paragraph):
                units.append(TextUnit(text: joined(paragraph.lines), line: block.range.first, section: block.sectionPath, kind: .paragraph))
            case .heading(let heading):
                units.append(TextUnit(text: heading.text, line: block.range.first, section: block.sectionPath, kind: .heading))
            case .code(let code):
                for (offset, line) in code.lines.enumerated() {
                    units.append(TextUnit(text: String(line), line: code.firstLine + offset, section: block.sectionPath, kind: .code))
                }
            case .table(let table):
                let headers = table.header.cells.map { joined($0.lines) }
                for row in table.rows {
                    let name = row.cells.first?.lines.first ?? ""
                    for (index, cell) in row.cells.enumerated() {
                        units.append(
                            TextUnit(
                                text: joined(cell.lines), line: row.range.first, section: block.sectionPath,
                                kind: .cell(column: index < headers.count ? headers[index] : "", row: name)))
                    }
                }
            case .list, .quote:
                break
            }
        }
        return units
    }

    /// Lines joined by a newline; one line is taken as it is.
    private static func joined(_ lines: TextLines) -> String {
        lines.count == 1 ? lines[0] : lines.joined(separator: "\n")
    }
}
