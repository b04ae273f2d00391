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
        document.allBlocks.flatMap { block -> [TextUnit] in
            switch block.kind {
            case .paragraph(let paragraph):
                [TextUnit(text: paragraph.lines.joined(separator: "\n"), line: block.range.first, section: block.sectionPath, kind: .paragraph)]
            case .heading(let heading):
                [TextUnit(text: heading.text, line: block.range.first, section: block.sectionPath, kind: .heading)]
            case .code(let code):
                code.lines.enumerated().map { TextUnit(text: $1, line: code.firstLine + $0, section: block.sectionPath, kind: .code) }
            case .table(let table):
                table.rows.flatMap { row in
                    row.cells.enumerated().map { index, cell in
                        TextUnit(
                            text: cell.text, line: row.range.first, section: block.sectionPath,
                            kind: .cell(column: table.header[column: index].text, row: row[column: 0].lines.first ?? ""))
                    }
                }
            case .list, .quote:
                []
            }
        }
    }
}
