import GuideSpecDocumentModel

/// Recovers flattened error-code tables from runs of coded rows.
///
/// A run of at least two coded rows (`IDENT CODE description`, see `CodedRow`) with no blank
/// line between them is a table. Its header is the text line just above the first row, kept as
/// one cell since its column boundaries are lost. A `<br>` in a description cell became a line
/// break, so a non-coded line right after a row is that row's second description line. The
/// scrape also lost rows (their first line, with the name and code, is gone and only the
/// `<br>` continuation survives): a second non-coded line after the same row cannot be told
/// from such a leftover, so it is kept out of the row and reported. Words in front of the
/// names (flattened category and platform columns) cannot be put back into columns; that is
/// reported once per table.
enum CodedRowTable {
    /// Whether a coded table starts at `index`, as its header line or as its first row.
    static func starts(_ facts: [LineFacts], at index: Int) -> Bool {
        firstRow(facts, at: index).map { rowCount(facts, from: $0) >= 2 } ?? false
    }

    /// Reads the coded table that starts at `start`, or returns nil when none does.
    static func read(_ facts: [LineFacts], at start: Int, file: String) -> (block: Block, next: Int, diagnostics: [Diagnostic])? {
        guard let first = firstRow(facts, at: start), rowCount(facts, from: first) >= 2 else { return nil }
        var diagnostics: [Diagnostic] = []
        var rows: [(row: CodedRow, line: Int, continuation: String?, last: Int)] = []
        var index = first
        while index < facts.count, isRunLine(facts[index]) {
            let fact = facts[index]
            if let row = fact.codedRow {
                rows.append((row, fact.line.number, nil, fact.line.number))
            } else if rows[rows.count - 1].continuation == nil {
                rows[rows.count - 1].continuation = fact.line.text
                rows[rows.count - 1].last = fact.line.number
            } else {
                let owner = rows[rows.count - 1].row
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TextFrontEnd.orphanTableLine, file: file, line: fact.line.number, orphanLine(fact.line.text, after: owner)))
            }
            index += 1
        }
        let header: TableRow
        if first > start {
            header = TableRow(cells: [TableCell(lines: [facts[start].line.text])], range: SourceRange(line: facts[start].line.number))
        } else {
            header = TableRow(cells: [], range: SourceRange(line: facts[first].line.number))
        }
        let tableRows = rows.map { entry in
            let description = [entry.row.description] + (entry.continuation.map { [$0] } ?? [])
            return TableRow(
                cells: [TableCell(lines: [entry.row.name]), TableCell(lines: [entry.row.code]), TableCell(lines: description)],
                range: SourceRange(entry.line, entry.last))
        }
        let range = SourceRange(facts[start].line.number, facts[index - 1].line.number)
        if let prefixed = rows.first(where: { !$0.row.prefixWords.isEmpty }) {
            diagnostics.insert(
                Diagnostic(
                    .note, rule: TextFrontEnd.tableColumnsLost, file: file, line: range.first,
                    columnsInFront(example: prefixed.row, line: prefixed.line)), at: 0)
        }
        return (Block(.table(TableBlock(header: header, rows: tableRows, flattened: true)), range: range), index, diagnostics)
    }

    /// The first row of a table starting at `index`: the line itself when it is a coded row, the next one when `index` holds text.
    private static func firstRow(_ facts: [LineFacts], at index: Int) -> Int? {
        guard facts.indices.contains(index) else { return nil }
        if facts[index].codedRow != nil { return index }
        guard facts[index].isPlain, index + 1 < facts.count, facts[index + 1].codedRow != nil else { return nil }
        return index + 1
    }

    /// The coded rows in the run that starts at `first`, counting up to two (all a caller needs to know).
    private static func rowCount(_ facts: [LineFacts], from first: Int) -> Int {
        var count = 0
        var index = first
        while index < facts.count, count < 2, isRunLine(facts[index]) {
            if facts[index].codedRow != nil { count += 1 }
            index += 1
        }
        return count
    }

    /// Lines a table run can hold: coded rows and text lines (continuations); a blank line, code or a list item ends it.
    private static func isRunLine(_ fact: LineFacts) -> Bool {
        fact.isText
    }

    /// The warning for a text line after a row's continuation line.
    static func orphanLine(_ text: String, after row: CodedRow) -> String {
        """
        line \"\(Quoting.excerpt(text))\" follows the row of \(row.name) (\(row.code)) but is not part of it: the first line of a row was \
        probably lost in the scrape
        """
    }

    /// The note for a table whose rows had flattened columns in front of the error name.
    static func columnsInFront(example row: CodedRow, line: Int) -> String {
        """
        coded rows carry words before the error name (\"\(Quoting.excerpt(row.prefixWords.joined(separator: " ")))\" at line \(line)): the \
        columns flattened in front of it, such as category or platform, could not be recovered and were left out of the rows
        """
    }
}
