import GuideSpecDocumentModel
import GuideSpecSpecModel

/// Literal values documented outside code declarations: the values field comments enumerate, upper-case values in
/// table cells, and list items such as `GG: Google Play` or `"OPEN_APP"`.
enum LiteralCollector {
    /// One literal per value a field's comment enumerates, in field order.
    static func enumeratedValues(of types: [TypeDeclaration]) -> [LiteralValue] {
        types.flatMap { type in
            type.fields.flatMap { field in
                field.enumeration.map { value in
                    LiteralValue(
                        value: value.key, origin: .comment, contextKind: .field, context: "\(type.fullName).\(field.name)",
                        neutralContext: "\(type.neutralName).\(field.neutralName)", meaning: value.meaning.isEmpty ? nil : value.meaning,
                        location: SpecLocation(
                            file: field.location.file, line: value.line, section: field.location.section, language: field.location.language))
                }
            }
        }
    }

    /// Appends to `values` the cells of a generic table that hold one upper-case value (`VERIFIED`, `ONESTORE`), named by
    /// their column's header; the row's other cells are the meaning. (The page's array is filled in place: appending a
    /// returned array copied every value, a retain per string.)
    static func tableValues(_ table: TableBlock, block: Block, context: ExtractionContext, into values: inout [LiteralValue]) {
        for row in table.rows {
            for (column, cell) in row.cells.enumerated() {
                // A one-line cell's text is its line; its first byte turns most cells down before a substring is made.
                let lines = cell.lines
                guard lines.count == 1, let first = lines[0].utf8.first, Identifiers.isUppercaseByte(first),
                    Identifiers.isEnumerationKey(Substring(lines[0]))
                else { continue }
                let header = table.header[column: column].text
                let others = row.cells.enumerated().filter { $0.offset != column && !$0.element.isEmpty }.map(\.element.text)
                values.append(
                    LiteralValue(
                        value: cell.lines[0], origin: .table, contextKind: .tableColumn, context: header.isEmpty ? "column \(column + 1)" : header,
                        meaning: others.isEmpty ? nil : others.joined(separator: " | "),
                        location: context.location(line: row.range.first, section: block.sectionPath)))
            }
        }
    }

    /// Appends to `values` the items of `list` that name one value: `KEY: meaning`, `KEY - meaning`, `"KEY"` or `KEY` alone
    /// with an upper-case key, named by the item that introduces the list (`introducer`) or else by the section.
    static func listValues(_ list: ListBlock, introducer: String?, block: Block, context: ExtractionContext, into values: inout [LiteralValue]) {
        for item in list.items {
            guard let line = item.textLines.first, let (value, meaning) = listValue(line) else { continue }
            values.append(
                LiteralValue(
                    value: value, origin: .prose, contextKind: .list, context: introducer ?? block.sectionPath.last ?? "",
                    meaning: meaning, location: context.location(line: item.range.first, section: block.sectionPath)))
        }
    }

    /// The value and meaning one list item's first line names. Reads the UTF-8 bytes of the key only, so a long line of
    /// prose costs no more than its first word.
    static func listValue(_ line: String) -> (String, String?)? {
        let bytes = line.utf8
        // Most lines (prose) start with no key: they are turned down from the contiguous bytes, before any index or
        // substring is made.
        let found = bytes.withContiguousStorageIfAvailable(keyBounds(in:)) ?? Array(bytes).withUnsafeBufferPointer(keyBounds(in:))
        guard let (keyOffsets, quoted) = found.map({ ($0.key, $0.quoted) }) else { return nil }
        let keyStart = bytes.index(bytes.startIndex, offsetBy: keyOffsets.lowerBound)
        let keyEnd = bytes.index(keyStart, offsetBy: keyOffsets.count)
        let key = Substring(bytes[keyStart..<keyEnd])
        guard Identifiers.isEnumerationKey(key) else { return nil }
        var rest = Substring(bytes[keyEnd...])
        if quoted {
            guard rest.first == "\"" else { return nil }
            rest = rest.dropFirst()
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard let separator = rest.first else { return (String(key), nil) }
        guard !quoted, separator == ":" || separator == "：" || separator == "-" else { return nil }
        let meaning = rest.dropFirst().trimmingCharacters(notIn: { !$0.isWhitespace })
        return (String(key), meaning.isEmpty ? nil : String(meaning))
    }

    /// Where the key of a list line lies in its bytes (after blanks and an opening quote, a run of capitals, digits and
    /// `_`) and whether it is quoted; nil when the run cannot be a key: shorter than two bytes or not starting with a
    /// capital, as `Identifiers.isEnumerationKey` requires (most prose lines that start with a capital end here).
    private static func keyBounds(in bytes: UnsafeBufferPointer<UInt8>) -> (key: Range<Int>, quoted: Bool)? {
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let quoted = index < bytes.count && bytes[index] == UInt8(ascii: "\"")
        if quoted { index += 1 }
        let keyStart = index
        while index < bytes.count, Identifiers.isUppercaseByte(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == 0x5F
        {
            index += 1
        }
        guard index - keyStart >= 2, Identifiers.isUppercaseByte(bytes[keyStart]) else { return nil }
        return (keyStart..<index, quoted)
    }
}
