import GuideSpecDocumentModel
import GuideSpecSpecModel

/// One generic table of a page in each language that has it.
struct AlignedTable {
    /// `table:<header>#<n>`: the first language's header cells and the table's rank among that page's tables with this header.
    var key: String
    var versions: [TableVersion]
}

/// One language's copy of a generic table, with the source line of each body row; what the rules read of it is
/// computed once.
struct TableVersion {
    var language: String
    var file: String
    var table: GenericTable
    /// The line of each row of `table.rows`.
    var rowLines: [Int]
    /// The 1-based rank of the table among its page's tables with the same header.
    var rank: Int
    /// The header cells, each on one line, joined by ` | `.
    let headerKey: String
    /// The first cell of each row when it reads as an identifier, constant or number (`allStores`, `price`, `M`); nil for prose.
    let rowKeys: [String?]
    /// The first row under each identifier key.
    let rowIndex: [String: Int]

    /// Reads the table's header key and row keys.
    init(language: String, file: String, table: GenericTable, rowLines: [Int], rank: Int = 0) {
        self.language = language
        self.file = file
        self.table = table
        self.rowLines = rowLines
        self.rank = rank
        headerKey = table.header.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.joined(separator: " | ")
        rowKeys = table.rows.map { row in row.first.flatMap { CodeLikeText.normalized($0, plainWords: .lowercase) } }
        rowIndex = Dictionary(rowKeys.enumerated().compactMap { index, key in key.map { ($0, index) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The location of row `index`, or of the table when the row's line is unknown.
    func location(row index: Int?, note: String) -> DriftLocation {
        let line = index.flatMap { rowLines.indices.contains($0) ? rowLines[$0] : nil } ?? table.location.line
        return DriftLocation(file: file, line: line, language: language, note: note)
    }
}

/// Pairs the generic tables of a page's languages by position, never by prose: by their rank in the page when every
/// language has as many tables, else by their rank among the tables with the same header. A pair stands only when its
/// tables share at least half their identifier rows or have as many rows, so a table one language added never pairs
/// with its neighbour. Scraped tables (`flattened`) are left out: their columns are guesses.
enum TableAlignment {
    /// The tables of `pages` that at least two languages share.
    static func tables(_ pages: [PageItems]) -> [AlignedTable] {
        let perPage = pages.map(versions)
        let counts = Set(perPage.map(\.count))
        if counts.count == 1, let count = counts.first {
            return (0..<count).compactMap { index in aligned(perPage.map { $0[index] }) }
        }
        var byHeader: [String: [[TableVersion]]] = [:]
        var headers: [String] = []
        for tables in perPage {
            let grouped = Dictionary(grouping: tables, by: \.headerKey)
            for (header, group) in grouped {
                if byHeader[header] == nil { headers.append(header) }
                byHeader[header, default: []].append(group)
            }
        }
        return headers.sorted().flatMap { header -> [AlignedTable] in
            let groups = byHeader[header] ?? []
            guard groups.count > 1, Set(groups.map(\.count)).count == 1 else { return [] }
            return (0..<groups[0].count).compactMap { index in aligned(groups.map { $0[index] }) }
        }
    }

    /// The page's tables, with the line of each row read from the document.
    private static func versions(_ page: PageItems) -> [TableVersion] {
        var rowLines: [Int: [Int]] = [:]
        BlockWalk(page.page.document.blocks).forEach { block in
            if case .table(let table) = block.kind { rowLines[block.range.first] = table.rows.map(\.range.first) }
        }
        var ranks: [String: Int] = [:]
        return page.page.spec.tables.filter { !$0.flattened }.map { table in
            var version = TableVersion(
                language: page.language, file: page.page.spec.source.file, table: table, rowLines: rowLines[table.location.line] ?? [])
            ranks[version.headerKey, default: 0] += 1
            version.rank = ranks[version.headerKey] ?? 1
            return version
        }
    }

    /// The versions that pair with the first, under the first's key; nil when fewer than two do.
    private static func aligned(_ candidates: [TableVersion]) -> AlignedTable? {
        guard let reference = candidates.first else { return nil }
        let versions = [reference] + candidates.dropFirst().filter { pairs($0, with: reference) }
        guard versions.count > 1 else { return nil }
        return AlignedTable(key: "table:\(reference.headerKey)#\(reference.rank)", versions: versions)
    }

    /// Whether two tables are the same table: half the identifier rows of the smaller shared, or as many rows.
    private static func pairs(_ table: TableVersion, with reference: TableVersion) -> Bool {
        if table.table.rows.count == reference.table.rows.count { return true }
        let keys = Set(table.rowKeys.compactMap { $0 })
        let referenceKeys = Set(reference.rowKeys.compactMap { $0 })
        let smaller = min(keys.count, referenceKeys.count)
        return smaller > 0 && keys.intersection(referenceKeys).count * 2 >= smaller
    }
}
