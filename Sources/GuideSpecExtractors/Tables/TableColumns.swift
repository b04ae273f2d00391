import GuideSpecDocumentModel

/// The columns of a table that lists an API's members (a props, field or parameter table) or its methods (a signature in
/// each row), by role: what each header means in any language (`ColumnRole`), kept only where the cells agree (a type
/// column of type expressions, a name column of names). A table with neither shape has no roles.
struct TableColumns: Equatable {
    var name: Int?
    var type: Int?
    /// A column joining requiredness and type (`Required, String`).
    var usage: Int?
    var defaultValue: Int?
    var required: Int?
    var since: Int?
    var description: Int?
    var signature: Int?

    /// Whether the table lists members: a column of names and one saying a type, a default or requiredness of each.
    var listsMembers: Bool { name != nil && (type != nil || usage != nil || defaultValue != nil || required != nil) }

    /// The roles of `table`'s columns; every role nil when the header names none that its cells bear out.
    init(_ table: TableBlock, signatures: (String) -> Bool) {
        let header = table.header.cells
        var roles: [ColumnRole?] = header.map { ColumnRole(header: $0.text) }
        guard roles.contains(where: { $0 != nil && $0 != .description }) else { return }
        let width = header.count
        // Each column's filled cells, gathered when a test first reads the column: the tests below read some columns
        // several times, and most tables' description columns never.
        var filledCells = [[String]?](repeating: nil, count: width)
        func cells(of column: Int) -> [String] {
            if let cells = filledCells[column] { return cells }
            var cells: [String] = []
            cells.reserveCapacity(table.rows.count)
            for row in table.rows where column < row.cells.count {
                let text = row.cells[column].text
                if !CellText.isPlaceholder(text) { cells.append(text) }
            }
            filledCells[column] = cells
            return cells
        }
        /// Whether at least two thirds of the column's filled cells pass `test` (and it has one): at most a third fail, so
        /// the cells are tested until one more than a third have failed.
        func most(_ column: Int, _ test: (String) -> Bool) -> Bool {
            let filled = cells(of: column)
            guard !filled.isEmpty else { return false }
            var failuresLeft = filled.count / 3
            for cell in filled where !test(cell) {
                if failuresLeft == 0 { return false }
                failuresLeft -= 1
            }
            return true
        }
        func first(_ role: ColumnRole) -> Int? { roles.firstIndex { $0 == role } }

        if let column = first(.signature) {
            if most(column, signatures) { signature = column } else { roles[column] = .name }
        }
        if let column = first(.type) {
            if most(column, { CellText.isTypeExpression(CellText.type($0).type) }) {
                type = column
            } else if most(column, { CellText.usage($0) != nil }) {
                usage = column
            }
        }
        if type == nil, usage == nil {
            usage = (0..<width).first { column in roles[column] != .name && roles[column] != .signature && most(column, { CellText.usage($0) != nil })
            }
        }
        if let column = first(.required), most(column, { CellText.requiredness($0) != nil }) { required = column }
        // `Option` and `选项` name a setting's column in one table and say whether a key is required in another
        // (`Keyword | Type | Option`, with `Required` or `Optional` in each row): the cells tell.
        if required == nil, let column = roles.indices.first(where: { roles[$0] == .name && most($0, { CellText.requiredness($0) != nil }) }) {
            required = column
        }
        if let column = first(.since), most(column, CellText.isVersion) { since = column }
        defaultValue = first(.defaultValue)
        description = first(.description)
        let taken = [type, usage, required, since, defaultValue, description, signature].compactMap { $0 }
        let named = first(.name).flatMap { taken.contains($0) ? nil : $0 }
        // A name column is the one its header names; else the first column, when its header names nothing else.
        let candidate = named ?? (roles[0] == nil && !taken.contains(0) ? 0 : nil)
        if let candidate, most(candidate, { CellText.name($0) != nil }) { name = candidate }
    }
}
