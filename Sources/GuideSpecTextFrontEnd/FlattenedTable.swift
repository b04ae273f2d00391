import GuideSpecDocumentModel

/// Recovers tables without error codes from runs of short lines.
///
/// A flattened table is a header line followed, with no blank line, by at least two lines,
/// all short and none ending like a sentence, none a list item or code (the URL-scheme table
/// `URL Components keyname value` / `scheme itms-services Fixed value` / …). The scrape joined
/// cells with single spaces and cell texts contain spaces too, so column boundaries are
/// unknown: the header and each row are kept as one cell holding the whole line, and the lost
/// columns are reported once per table.
enum FlattenedTable {
    /// The most words a header or row line has.
    static let maxWords = 12

    /// Reads the table whose header is the line at `start`, or returns nil when no table starts there.
    static func read(_ facts: [LineFacts], at start: Int, file: String) -> (block: Block, next: Int, diagnostic: Diagnostic)? {
        guard isTableLine(facts[start]) else { return nil }
        var end = start + 1
        while end < facts.count, isTableLine(facts[end]), !CodedRowTable.starts(facts, at: end) { end += 1 }
        guard end - start - 1 >= 2 else { return nil }
        let header = row(facts[start])
        let rows = facts[(start + 1)..<end].map(row)
        let range = SourceRange(header.range.first, rows[rows.count - 1].range.last)
        let note = Diagnostic(.note, rule: TextFrontEnd.tableColumnsLost, file: file, line: range.first, columnsLost(rows: rows.count))
        return (Block(.table(TableBlock(header: header, rows: rows, flattened: true)), range: range), end, note)
    }

    /// A short text line that does not end like a sentence.
    private static func isTableLine(_ fact: LineFacts) -> Bool {
        fact.isPlain && fact.line.wordCount <= maxWords && !fact.line.endsWithSentencePunctuation
    }

    /// A header or body row of one cell holding the whole line.
    private static func row(_ fact: LineFacts) -> TableRow {
        TableRow(cells: [TableCell(lines: [fact.line.text])], range: SourceRange(line: fact.line.number))
    }

    /// The note for a table kept as one cell per row.
    static func columnsLost(rows: Int) -> String {
        """
        flattened table with \(rows) rows: the scrape joined its cells with spaces, so column boundaries are unknown and each row is kept \
        as one cell
        """
    }
}
