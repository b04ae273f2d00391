import GuideSpecDocumentModel

/// One row of a member table (a props, field or parameter table) as its columns read it: a name, and what the other
/// columns say of it, each as written.
struct MemberRow {
    var name: String
    var type: String
    var defaultValue: String?
    var required: Bool?
    var since: String?
    var description: String
    var line: Int

    /// The rows of `table` that name a member, read through `columns` (whose `name` is set).
    static func rows(of table: TableBlock, columns: TableColumns) -> [MemberRow] {
        guard let nameColumn = columns.name else { return [] }
        // A props table (types and defaults) marks what is required in the type cell: a row without the mark is optional.
        let marksRequired = columns.type != nil && columns.defaultValue != nil
        return table.rows.compactMap { row in
            guard let (name, optional) = CellText.name(row[column: nameColumn].text) else { return nil }
            var type = ""
            var required: Bool? = optional ? false : nil
            if let column = columns.type {
                let read = CellText.type(row[column: column].text)
                type = read.type
                if let marked = read.required { required = marked } else if marksRequired { required = false }
            } else if let column = columns.usage, let usage = CellText.usage(row[column: column].text) {
                type = usage.type
                required = usage.required
            }
            if let column = columns.required, let said = CellText.requiredness(row[column: column].text) { required = said }
            return MemberRow(
                name: name, type: type, defaultValue: columns.defaultValue.map { row[column: $0].text }, required: required,
                since: columns.since.map { row[column: $0].text }, description: columns.description.map { row[column: $0].text } ?? "",
                line: row.range.first)
        }
    }
}
