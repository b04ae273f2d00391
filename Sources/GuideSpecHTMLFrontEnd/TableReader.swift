import GuideSpecDocumentModel

/// Reads a `<table>` into a table block: the header row from `<thead>` (or the first row), cells split at `<br>`.
enum TableReader {
    /// The table, or nil when it has no rows.
    static func read(_ table: HTMLElement) -> TableBlock? {
        var headRows: [HTMLElement] = []
        var bodyRows: [HTMLElement] = []
        for child in table.childElements where !PageChrome.isChrome(child) {
            switch child.name {
            case "tr": bodyRows.append(child)
            case "thead": headRows += child.childElements.filter { $0.name == "tr" }
            case "tbody", "tfoot": bodyRows += child.childElements.filter { $0.name == "tr" }
            default: break
            }
        }
        let ordered = headRows + bodyRows
        guard let header = ordered.first else { return nil }
        return TableBlock(header: row(header), rows: ordered.dropFirst().map(row))
    }

    /// One row; in a cell only `<br>` breaks a line, a newline in the source is a space.
    private static func row(_ tr: HTMLElement) -> TableRow {
        let cells = tr.childElements.filter { $0.name == "td" || $0.name == "th" }.map { cell in
            let text = InlineText.of(cell.children, newlines: .asSpaces)
            return TableCell(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        return TableRow(cells: cells, range: SourceRange(line: tr.line))
    }
}
