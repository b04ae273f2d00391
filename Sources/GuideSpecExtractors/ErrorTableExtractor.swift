public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// Finds error-code tables by their content (a column of constants and a column of integer codes, or a code column
/// headed "code") and reads each row into `ErrorEntry` values; works for the short per-page tables and the
/// error-code page's big table with its category, platform and per-platform name columns.
public enum ErrorTableExtractor {
    /// The platform names a platform column may list.
    static let knownPlatforms: Set<String> = ["Android", "iOS", "Unity", "Unreal", "Windows", "macOS", "Web", "JavaScript", "Standalone"]

    /// The length of the longest known platform name, in bytes: a longer cell is none without hashing it.
    static let longestPlatform = knownPlatforms.map { $0.utf8.count }.max() ?? 0

    /// The column roles found in one table.
    struct Columns {
        var code: Int
        var name: Int?
        var platform: Int?
        var category: Int?
        var description: Int?
    }

    /// The errors of `table`, or nil when it is not an error table.
    public static func extract(_ table: TableBlock, block: Block, context: inout ExtractionContext) -> [ErrorEntry]? {
        guard let columns = columns(of: table) else { return namedOnly(table, block: block, context: context) }
        var entries: [ErrorEntry] = []
        entries.reserveCapacity(table.rows.count)
        // The columns whose empty cells take the cell above, worked out once per table; the last cell each had, by column.
        let inheriting = [columns.category, columns.platform, columns.name].compactMap { $0 }
        var inherited: [TableCell?] = Array(repeating: nil, count: (inheriting.max() ?? -1) + 1)
        for row in table.rows {
            var cells = row.cells
            for column in inheriting {
                while cells.count <= column { cells.append(TableCell(lines: [])) }
                if cells[column].isEmpty, let above = inherited[column] { cells[column] = above } else { inherited[column] = cells[column] }
            }
            entries += read(TableRow(cells: cells, range: row.range), columns: columns, block: block, context: &context)
        }
        return entries
    }

    private static func read(_ row: TableRow, columns: Columns, block: Block, context: inout ExtractionContext) -> [ErrorEntry] {
        let codeCell = row[column: columns.code]
        let codes: [ErrorCodeCell.Codes]
        switch ErrorCodeCell.read(codeCell.lines) {
        case .codes(let found)?:
            codes = found
        case .outOfRange(let number)?:
            context.report(.warning, rule: Self.codeOutOfRange, line: row.range.first, Self.codeOutOfRangeMessage(number))
            return []
        case nil:
            if row.cells.allSatisfy(\.isEmpty) { return [] }
            context.report(.warning, rule: Self.rowWithoutCode, line: row.range.first, Self.rowWithoutCodeMessage(codeCell.text))
            return []
        }
        let names = columns.name.map { constants(in: row[column: $0]) } ?? []
        let platforms = columns.platform.map { Array(row[column: $0].lines) } ?? []
        let description = columns.description.map { row[column: $0].text } ?? ""
        let category = columns.category.map { row[column: $0].text }.flatMap { $0.isEmpty ? nil : $0 }
        let location = context.location(row.range, section: block.sectionPath)
        func entry(_ name: String?, _ code: ErrorCodeCell.Codes, platformNames: [String: String]? = nil) -> ErrorEntry {
            ErrorEntry(
                name: name, code: code.first, codeRangeEnd: code.last, description: description, category: category,
                platforms: platforms.isEmpty ? nil : platforms, platformNames: platformNames, location: location)
        }
        if columns.platform != nil, !names.isEmpty {
            let perPlatform = assign(names: names, to: platforms, of: context.options.platforms)
            let primary = primaryName(perPlatform, of: context.options.platforms) ?? names[0]
            return codes.map { entry(primary, $0, platformNames: perPlatform) }
        }
        let placeholder = columns.name.map { isPlaceholder(row[column: $0]) } ?? false
        if columns.name != nil, names.isEmpty, !placeholder {
            context.report(.warning, rule: Self.rowWithoutName, line: row.range.first, Self.rowWithoutNameMessage(codes[0].first))
            return codes.map { entry(nil, $0) }
        }
        if names.isEmpty { return codes.map { entry(nil, $0) } }
        if names.count == codes.count { return zip(names, codes).map { entry($0, $1) } }
        if codes.count == 1 { return names.map { entry($0, codes[0]) } }
        if names.count == 1 { return codes.map { entry(names[0], $0) } }
        context.report(.warning, rule: Self.unpairedNames, line: row.range.first, Self.unpairedNamesMessage(names: names.count, codes: codes.count))
        return zip(names, codes).map { entry($0, $1) }
    }

    /// The errors of a table that names each error by its constant and gives no code (`Error Codes | Description` over
    /// `TCPushErrorNotInitialized`, …): no column holds codes, a column's header says it lists errors (`errorWords`) and
    /// each of its cells is one constant (`isConstant`). Each row is an error with a name and no code; nil for any other
    /// table, such as a `Type | Description` table of an enum's constants.
    static func namedOnly(_ table: TableBlock, block: Block, context: ExtractionContext) -> [ErrorEntry]? {
        let width = table.header.cells.count
        guard !table.flattened, width >= 2, !table.rows.isEmpty else { return nil }
        let headed = (0..<width).filter { saysError(table.header[column: $0].text) }
        guard !headed.isEmpty else { return nil }
        // A row of empty cells (a `<br>` line right under the table, which Markdown reads as its last row) lists nothing.
        let rows = table.rows.filter { !$0.cells.allSatisfy(\.isEmpty) }
        guard
            !rows.isEmpty,
            let name = headed.first(where: { column in
                rows.allSatisfy { $0[column: column].lines.count == 1 && isConstant($0[column: column].lines[0]) }
            })
        else { return nil }
        let description = (name + 1..<width).last ?? (0..<name).last
        return rows.map { row in
            ErrorEntry(
                name: row[column: name].lines[0], code: nil, description: description.map { row[column: $0].text } ?? "",
                location: context.location(row.range, section: block.sectionPath))
        }
    }

    /// Words a header of error constants holds, in the languages guides are written in (`Error Codes`, `오류 코드`); the
    /// first, of ASCII letters, in either case.
    static let errorWords: [StaticString] = ["error", "오류", "에러", "エラー", "错误", "錯誤"]

    /// Whether a column `header` holds one of `errorWords`, compared byte by byte (a header is read for every table with
    /// no code column, so it is not lowered into a new string and searched character by character).
    static func saysError(_ header: String) -> Bool {
        var header = header
        return header.withUTF8 { bytes in
            errorWords.enumerated().contains { index, word in CharacterBytes.contains(word, in: bytes, caseless: index == 0) }
        }
    }

    /// Whether `text` is one constant: upper case with underscores (`SDK_ERROR_TIMEOUT`, `TIMEOUT`), or an identifier of ASCII
    /// letters and digits with a capital after its first letter (`TCPushErrorNotInitialized`, `kErrorTimeout`), which a
    /// word of prose (`Timeout`) is not.
    static func isConstant(_ text: String) -> Bool {
        let name = Substring(text)
        if Identifiers.isConstantName(name) || Identifiers.isEnumerationKey(name) { return true }
        let bytes = text.utf8
        guard bytes.count >= 3, let first = bytes.first, Identifiers.isIdentifierByte(first), !(first >= 0x30 && first <= 0x39) else { return false }
        return bytes.allSatisfy(Identifiers.isIdentifierByte) && bytes.dropFirst().contains(where: Identifiers.isUppercaseByte)
    }

    /// The constants a name cell lists, one a line; a line ending in `_` is a long constant the table wrapped at a `<br>`
    /// (`JOIN_ROOM_FAIL_ROOM_<br/>DOES_NOT_EXIST`), joined with the line after it.
    static func constants(in cell: TableCell) -> [String] {
        var names: [String] = []
        var wrapped = ""
        for line in cell.lines {
            let name = wrapped + line
            if line.utf8.last == UInt8(ascii: "_"), Identifiers.isConstantName(Substring(name)) {
                wrapped = name
                continue
            }
            wrapped = ""
            if Identifiers.isConstantName(Substring(name)) || Identifiers.isEnumerationKey(Substring(name)) { names.append(name) }
        }
        if !wrapped.isEmpty { names.append(wrapped) }
        return names
    }

    /// Pairs a row's constants with its platforms, by label as written: one each when the counts match; otherwise a platform
    /// that takes the last name (the project file's `error-name: last`) takes the row's last constant, and the others share
    /// the first.
    static func assign(names: [String], to platforms: [String], of guide: PlatformTable) -> [String: String] {
        guard !platforms.isEmpty else { return [:] }
        if names.count == platforms.count { return Dictionary(zip(platforms, names), uniquingKeysWith: { first, _ in first }) }
        var result: [String: String] = [:]
        for label in platforms {
            let last = guide.entries.first { $0.label == label }?.takesLastErrorName ?? false
            result[label] = last ? names[names.count - 1] : names[0]
        }
        return result
    }

    /// The row's own name: the constant of the first of the guide's platforms that the row lists; nil when it lists none.
    static func primaryName(_ perPlatform: [String: String], of guide: PlatformTable) -> String? {
        guide.entries.lazy.compactMap { perPlatform[$0.label] }.first
    }

    /// Whether a cell says "nothing here" on purpose, such as the `-` name of a success code.
    static func isPlaceholder(_ cell: TableCell) -> Bool {
        guard cell.lines.count == 1 else { return false }
        let line = cell.lines[0]
        // Compared one by one, not looked up in a set: a static set is reached through a lazy-initialisation check on
        // every call, which cost more than these comparisons of short strings.
        return line.utf8.count <= 3 && (line == "-" || line == "—" || line == "–" || line == "N/A")
    }

    /// Decides which column holds what, from the body cells (and, for code-only tables, the header).
    static func columns(of table: TableBlock) -> Columns? {
        let width = max(table.header.cells.count, table.rows.map { $0.cells.count }.max() ?? 0)
        guard width >= 2, !table.rows.isEmpty else { return nil }
        // One pass per column without intermediate arrays: the check runs on every row of tables of any length.
        // It stops once the rows left could not tip the share over half even if every one were filled and passed.
        func share(_ column: Int, _ test: (TableCell) -> Bool) -> Bool {
            var filled = 0
            var passing = 0
            for (position, row) in table.rows.enumerated() {
                if passing * 2 + (table.rows.count - position) <= filled { return false }
                // A row too short for the column has an empty cell there, which is skipped like any empty cell.
                guard column < row.cells.count else { continue }
                let cell = row.cells[column]
                guard !cell.isEmpty, !isPlaceholder(cell) else { continue }
                filled += 1
                if test(cell) { passing += 1 }
            }
            return filled > 0 && passing * 2 > filled
        }
        func holdsCodes(_ column: Int) -> Bool { share(column) { ErrorCodeCell.read($0.lines) != nil } }
        guard var code = (0..<width).first(where: holdsCodes) else { return nil }
        // A REST API's table gives each error its HTTP status and its own code (`HTTP Status Code | Error Code`): the error is
        // the code after the status.
        if table.header[column: code].text.lowercased().contains("http"), let own = (code + 1..<width).first(where: holdsCodes) { code = own }
        let name = (0..<width).first { $0 != code && share($0) { $0.lines.allSatisfy { Identifiers.isConstantName(Substring($0)) } } }
        // The statics read once: each reading of a static goes through its lazy-initialisation check.
        let platforms = knownPlatforms
        let longest = longestPlatform
        let platform = (0..<width).first { column in
            column != code && column != name && share(column) { $0.lines.allSatisfy { $0.utf8.count <= longest && platforms.contains($0) } }
        }
        if name == nil {
            let header = table.header[column: code].text.lowercased()
            guard !table.flattened, ["code", "코드", "コード", "代码", "代碼", "错误码", "返回码", "錯誤碼"].contains(where: header.contains) else { return nil }
        }
        let taken = Set([code, name, platform].compactMap { $0 })
        let description = (code + 1..<width).last { !taken.contains($0) } ?? (0..<width).last { !taken.contains($0) }
        let category = (0..<width).first { !taken.contains($0) && $0 != description && $0 < code }
        return Columns(code: code, name: name, platform: platform, category: category, description: description)
    }

    static let rowWithoutCode = "extract.error-row-without-code"
    static func rowWithoutCodeMessage(_ found: String) -> String {
        "error table row has no integer code in its code column (found \"\(found)\"): expected a code such as 4002 or a range such as -4090001 ~ 4"
    }
    static let codeOutOfRange = "extract.error-code-out-of-range"
    static func codeOutOfRangeMessage(_ number: String) -> String {
        """
        error table row has the code \(number), beyond ±\(ErrorEntry.largestCode) (the largest integer a JSON number holds exactly): the row \
        was not read
        """
    }
    static let rowWithoutName = "extract.error-row-without-name"
    static func rowWithoutNameMessage(_ code: Int) -> String {
        "error table row with code \(code) has no constant name in its name column: expected a name such as SDK_ERROR_…"
    }
    static let unpairedNames = "extract.error-row-unpaired"
    static func unpairedNamesMessage(names: Int, codes: Int) -> String {
        "error table row lists \(names) names and \(codes) codes: they were paired in order and the rest dropped"
    }
}
