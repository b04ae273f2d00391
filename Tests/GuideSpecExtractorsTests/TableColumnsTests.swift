import GuideSpecDocumentModel
import Testing

@testable import GuideSpecExtractors

/// A column keeps the role its header names when at least two thirds of its filled cells bear it out.
@Suite struct TableColumnsTests {
    /// A `Name | Type | Description` table whose type cells are `types`, one row each.
    static func table(types: [String]) -> TableBlock {
        func row(_ texts: [String], line: Int) -> TableRow {
            TableRow(cells: texts.map { TableCell(lines: [$0]) }, range: SourceRange(line: line))
        }
        let rows = types.enumerated().map { row(["member\($0.offset)", $0.element, "What it holds."], line: $0.offset + 3) }
        return TableBlock(header: row(["Name", "Type", "Description"], line: 1), rows: rows)
    }

    static let prose = "the name shown to other players in full"

    @Test(arguments: [
        (["String", "Int", prose], true), (["String", prose, prose], false), (["String", "Int", "Bool", prose], true),
        (["String", "Int", prose, prose], false), (["String", "Int", "Bool", prose, prose], false), ([prose], false), (["String"], true),
        (["String", "-", prose, "Int"], true), (["String", "Int", "Bool", "Long", prose, prose], true),
    ])
    func aTypeColumnNeedsTwoThirdsOfItsFilledCellsToBeTypes(_ types: [String], _ kept: Bool) {
        let columns = TableColumns(Self.table(types: types)) { _ in false }
        #expect(columns.type == (kept ? 1 : nil))
        #expect(columns.name == 0)
        #expect(columns.listsMembers == kept)
    }
}
