import GuideSpecDocumentModel

/// A generic table (a parameter table and the like) that differs across languages where code depends on it: a
/// different number of columns, an identifier row that some languages lack or spell otherwise, or a cell that reads as
/// code (an identifier, literal or number) in every language and differs. Prose cells are never compared, so a
/// translation is never a finding.
enum TableMismatchRule: DriftRule {
    static let id = "drift.table-mismatch"
    static let severity = Severity.warning
    static let summary: DriftRuleText =
        "A generic table (parameters, options) that differs between languages where code depends on it."
    static let compares: DriftRuleText =
        "a generic table (parameter tables and the like) in every language that has it: its column count (subject "
        + "\(code: "table:<header>#<n>:columns")), identifier rows one language spells otherwise "
        + "(\(code: ":spelling:<a>/<b>")) or lacks (\(code: ":row:<key>")), and cells compared as what their column "
        + "holds (\(code: ":<row>:<column>")); a table read as API items (\(code: "readAs") in its spec) only for its column "
        + "count, its rows being compared as items"
    static let example =
        "table:API | Mandatory(M) / Optional(O) | Description#1: the same row is spelled allStores in en; bAllStores in ko"
    static let details: [DriftRuleText] = [
        "Generic tables are paired by position, never by their prose: by their rank in the page when every language "
            + "has as many tables, else by their rank among the page's tables with the same header "
            + "(\(code: "table:<header>#<n>") names the first language's header and that rank); a pair stands only when its "
            + "tables share half their identifier rows or have as many rows, and scraped tables (whose columns are guesses) "
            + "are left out.",
        "Rows are matched by their first cell when it reads as an identifier (\(code: "allStores"), "
            + "\(code: "com.example.push.badge_enabled"), \(code: "AOS"), a number), compared without case, \(code: "_"), "
            + "\(code: "."), \(code: "::") and the \(code: "b") prefix C++ gives booleans, so \(code: "bAllStores") and "
            + "\(code: "allStores") are one row spelled two ways; a kebab-case key (\(code: "full-page")) is an identifier too. "
            + "When every language has as many rows and the unmatched rows stand at the same positions and read alike (most "
            + "of the shorter key's letters, in order, in the longer one: \(code: "ADAgreemadAgreementNightentNight") for "
            + "\(code: "bADAgreementNight"), not \(code: "onCreate") for \(code: "onPreLogin")), they are the same rows "
            + "respelled. A row is missing in a language only when "
            + "every first cell of that language's table is an identifier, so a row under a translated name is never missing.",
        "A cell of a type, default, version or requiredness column (by its header, in any language) is compared as that "
            + "value (see Values compared as what they mean); a cell of another column only when it reads as code in every "
            + "language (numbers, literals, constants such as \(code: "M")/\(code: "O"), identifiers with code features, or "
            + "one word such as a type name, compared without case: \(code: "Boolean") and \(code: "boolean") agree), so a "
            + "translated description is never a finding.",
    ]

    /// The findings for every table at least two languages share (see ``TableAlignment``).
    static func findings(in comparison: LanguageVersions) -> [DriftFinding] {
        guard let page = comparison.pages.first?.page.spec.page else { return [] }
        return TableAlignment.tables(comparison.pages).flatMap { findings($0, page: page) }
    }

    private static func findings(_ table: AlignedTable, page: String) -> [DriftFinding] {
        let columns = LanguageGroups.group(table.versions.map { ($0.language, String($0.table.header.count), $0) })
        if columns.count > 1 {
            return [
                DriftFinding(
                    rule: id, severity: severity, message: columnsMessage(table.key, groups: columns), page: page, subject: "\(table.key):columns",
                    locations: columns.flatMap { group in
                        group.members.map { $0.member.location(row: nil, note: "\($0.language): \(group.value) columns: \($0.member.headerKey)") }
                    }, sides: columns.sides())
            ]
        }
        // A table read as API items (props, parameters, signatures) is compared item by item; only its shape is left here.
        if table.versions.contains(where: { $0.table.readAs != nil }) { return [] }
        return rows(table, page: page) + cells(table, page: page)
    }

    /// Identifier rows matched by their neutral spelling (case, `_`, `.`, `::` and Unreal's `b` prefix aside): one finding
    /// when languages spell a row differently (`allStores` in en, `bAllStores` in ko), one when some lack it. When every
    /// language has as many rows and the rows not all languages share stand at the same positions in each, and each such
    /// row reads alike in every language (`Similarity`), those are the same rows spelled otherwise
    /// (`ADAgreemadAgreementNightentNight` in zh for `bADAgreementNight`; not `onCreate` for `onPreLogin`). A row lacks only
    /// where every row of the table is an identifier row, so that it cannot be there under a translated name.
    private static func rows(_ table: AlignedTable, page: String) -> [DriftFinding] {
        let versions = table.versions
        let neutral = versions.map { version in
            Dictionary(
                version.rowKeys.enumerated().compactMap { index, key in key.map { (neutralKey($0), index) } }, uniquingKeysWith: { first, _ in first }
            )
        }
        var order: [String] = []
        var seen: Set<String> = []
        for version in versions {
            for case let key? in version.rowKeys where seen.insert(neutralKey(key)).inserted { order.append(neutralKey(key)) }
        }
        let partial = order.filter { key in neutral.contains { $0[key] == nil } }
        let positions = neutral.map { index in partial.compactMap { index[$0] }.sorted() }
        if !partial.isEmpty, Set(versions.map(\.table.rows.count)).count == 1, Set(positions).count == 1, let rows = positions.first,
            rows.allSatisfy({ row in versions.allSatisfy { $0.rowKeys[row] != nil } }),
            rows.allSatisfy({ row in Similarity.alike(versions.compactMap { $0.rowKeys[row].map(neutralKey) }) })
        {
            let shared = order.filter { key in neutral.allSatisfy { $0[key] != nil } }
            return shared.compactMap { key in spelling(table, rows: neutral.map { $0[key] }, page: page) }
                + rows.compactMap { row in spelling(table, rows: versions.map { _ in row }, page: page) }
        }
        let complete = versions.indices.filter { versions[$0].rowKeys.allSatisfy { $0 != nil } }
        return order.flatMap { key -> [DriftFinding] in
            let rows = neutral.map { $0[key] }
            let lacking = complete.filter { rows[$0] == nil }
            var findings = spelling(table, rows: rows, page: page).map { [$0] } ?? []
            if !lacking.isEmpty, let first = versions.indices.first(where: { rows[$0] != nil }), let row = rows[first],
                let name = versions[first].rowKeys[row]
            {
                findings.append(missing(table, row: name, rows: rows, lacking: lacking, page: page))
            }
            return findings
        }
    }

    /// The finding for one row (`rows[i]` is its index in version `i`, nil where absent) when its spellings differ.
    private static func spelling(_ table: AlignedTable, rows: [Int?], page: String) -> DriftFinding? {
        let values = table.versions.indices.compactMap { index in
            rows[index].flatMap { table.versions[index].rowKeys[$0] }.map { (table.versions[index].language, $0, (index, rows[index])) }
        }
        let groups = LanguageGroups.group(values)
        guard groups.count > 1 else { return nil }
        return DriftFinding(
            rule: id, severity: severity, message: spellingMessage(table.key, groups: groups), page: page,
            subject: "\(table.key):spelling:\(groups.map(\.value).sorted().joined(separator: "/"))",
            locations: groups.flatMap { group in
                group.members.map { table.versions[$0.member.0].location(row: $0.member.1, note: "\($0.language): row \(group.value)") }
            }, sides: groups.sides())
    }

    private static func missing(_ table: AlignedTable, row key: String, rows: [Int?], lacking: [Int], page: String) -> DriftFinding {
        let having = table.versions.indices.filter { rows[$0] != nil }
        return DriftFinding(
            rule: id, severity: severity,
            message: missingMessage(
                table.key, row: key, having: having.map { table.versions[$0].language }, lacking: lacking.map { table.versions[$0].language }),
            page: page, subject: "\(table.key):row:\(key)",
            locations: having.map { table.versions[$0].location(row: rows[$0], note: "\(table.versions[$0].language): row \(key)") }
                + lacking.map { table.versions[$0].location(row: nil, note: "\(table.versions[$0].language): no row \(key) in this table") },
            sides: [having.map { table.versions[$0].language }, lacking.map { table.versions[$0].language }])
    }

    /// A row key with case, `_`, `.`, `:` and Unreal's `b` prefix of booleans dropped: `bAllStores`, `allStores` and
    /// `ALL_STORES` all read `allstores`.
    static func neutralKey(_ key: String) -> String {
        // Keys are code-like text, ASCII but for rare ones: read byte by byte, as the characters they are, the letters and
        // digits kept lower-cased by `ColumnRole.key`, which reduces an ASCII header the same way.
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = key.utf8
            let unprefixed = bytes.count > 2 && bytes.first == UInt8(ascii: "b") && bytes.dropFirst().first.map { (0x41...0x5A).contains($0) } == true
            return ColumnRole.key(unprefixed ? String(key.dropFirst()) : key)
        }
        var characters = Substring(key)
        if characters.count > 2, characters.first == "b", let second = characters.dropFirst().first, second.isUppercase {
            characters = characters.dropFirst()
        }
        return String(characters.filter { $0.isLetter || $0.isNumber }).lowercased()
    }

    /// Cells of rows every language has, in columns past the first, compared as what their column holds (`TableCell`): a
    /// type, default, version or requiredness column always, any other where the cell reads as code in every language.
    private static func cells(_ table: AlignedTable, page: String) -> [DriftFinding] {
        let indexed = table.versions.map(\.rowIndex)
        let headers = table.versions[0].table.header.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let roles = headers.map { ColumnRole(header: $0) }
        var headerCounts: [String: Int] = [:]
        for header in headers { headerCounts[header, default: 0] += 1 }
        var findings: [DriftFinding] = []
        var seen: Set<String> = []
        for case let key? in table.versions[0].rowKeys where seen.insert(key).inserted {
            let rows = indexed.compactMap { $0[key] }
            guard rows.count == table.versions.count else { continue }
            for column in 1..<max(1, headers.count) {
                let values = zip(table.versions, rows).compactMap { version, row -> (String, String, (TableVersion, Int, String))? in
                    let cells = version.table.rows[row]
                    let text = cells.indices.contains(column) ? cells[column] : ""
                    let shown = TableCell.shown(text)
                    return TableCell.compared(shown: shown, as: roles[column]).map { (version.language, $0, (version, row, shown)) }
                }
                guard values.count == table.versions.count else { continue }
                let groups = LanguageGroups.group(values).map { LanguageGroup(value: $0.members[0].member.2, members: $0.members) }
                guard groups.count > 1 else { continue }
                // A header written twice in one row names its column by position too, so each subject names one cell.
                let header = headerCounts[headers[column], default: 0] > 1 ? "\(headers[column]) (column \(column + 1))" : headers[column]
                findings.append(
                    DriftFinding(
                        rule: id, severity: severity, message: cellMessage(table.key, row: key, column: header, groups: groups), page: page,
                        subject: "\(table.key):\(key):\(header)",
                        locations: groups.flatMap { group in
                            group.members.map { $0.member.0.location(row: $0.member.1, note: "\($0.language): \(header) \($0.member.2)") }
                        }, sides: groups.sides()))
            }
        }
        return findings
    }

    static func columnsMessage<Member>(_ table: String, groups: [LanguageGroup<Member>]) -> String {
        "\(table): column count differs: " + groups.map { "\($0.value) in \($0.languages)" }.joined(separator: "; ")
    }

    static func spellingMessage<Member>(_ table: String, groups: [LanguageGroup<Member>]) -> String {
        "\(table): the same row is spelled " + groups.map { "\($0.value) in \($0.languages)" }.joined(separator: "; ")
    }

    static func missingMessage(_ table: String, row: String, having: [String], lacking: [String]) -> String {
        "\(table): row \(row) is in \(having.joined(separator: ", ")) but missing in \(lacking.joined(separator: ", "))"
    }

    static func cellMessage<Member>(_ table: String, row: String, column: String, groups: [LanguageGroup<Member>]) -> String {
        "\(table): \(column) of row \(row) differs: " + groups.map { "\($0.value) in \($0.languages)" }.joined(separator: "; ")
    }
}
