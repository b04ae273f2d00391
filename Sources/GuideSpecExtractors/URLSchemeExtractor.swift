public import GuideSpecDocumentModel
public import GuideSpecSpecModel

/// Reads URL-scheme tables (rows for the scheme, host & path and query parameters) and checks the example URLs
/// the page writes for that scheme against them.
public enum URLSchemeExtractor {
    /// One table row as (component, key, value), with a blank component inherited from the row above.
    struct ComponentRow {
        var component: String
        var key: String
        var value: String
        var line: Int
    }

    /// The URL scheme a table documents, or nil when it is not a URL components table.
    public static func extract(_ table: TableBlock, block: Block, context: ExtractionContext) -> URLScheme? {
        guard table.rows.contains(where: mayNameScheme) else { return nil }
        let rows = componentRows(table)
        guard let schemeRow = rows.first(where: { $0.component == "scheme" }), !schemeRow.key.isEmpty else { return nil }
        let hostRow = rows.first { $0.component.contains("host") || $0.component.contains("path") }
        let host = hostRow.flatMap { isLiteral($0.key) && !isNone($0.key) && !$0.key.hasPrefix("/") ? $0.key : nil }
        let path = hostRow.flatMap { [$0.key, $0.value].first { $0.hasPrefix("/") } }
        let parameters = rows.filter { $0.component.hasPrefix("quer") && !$0.key.isEmpty }.map { row in
            URLScheme.Parameter(
                name: row.key, fixedValue: isLiteral(row.value) && !isNone(row.value) ? row.value : nil,
                description: isLiteral(row.value) ? nil : row.value,
                location: context.location(line: row.line, section: block.sectionPath))
        }
        return URLScheme(
            scheme: schemeRow.key, host: host, path: path, parameters: parameters, examples: [],
            location: context.location(block.range, section: block.sectionPath))
    }

    /// Attaches to each scheme the example URLs of that scheme written in the page's text, checked against its table.
    /// One pass over the text, whatever the number of tables; when several tables document one scheme, the first
    /// gets the examples (the others are duplicates).
    public static func attachExamples(to schemes: inout [URLScheme], in document: GuideDocument, context: ExtractionContext) {
        var tables: [String: (index: Int, table: ExampleURL.Table)] = [:]
        for index in schemes.indices where tables[schemes[index].scheme] == nil {
            tables[schemes[index].scheme] = (index, ExampleURL.Table(schemes[index]))
        }
        guard !tables.isEmpty else { return }
        BlockWalk(document.blocks).forEach { block in
            let lines: [Substring]
            switch block.kind {
            case .paragraph(let paragraph): lines = paragraph.lines.map { Substring($0) }
            case .code(let code): lines = code.lines
            default: return
            }
            for (offset, line) in lines.enumerated() {
                for url in urls(in: line, schemes: tables) {
                    guard let (index, table) = tables[url.scheme] else { continue }
                    let problems = ExampleURL(url.text).problems(against: table)
                    schemes[index].examples.append(
                        URLScheme.Example(
                            url: url.text, consistent: problems.isEmpty, problems: problems,
                            location: context.location(line: block.range.first + offset, section: block.sectionPath)))
                }
            }
        }
    }

    /// Whether a row's first cell can name the `scheme` component: only a cell whose first line starts with the bytes of
    /// "scheme" in either case lower-cases to it, alone or followed by a space in a flattened row (no other character
    /// lower-cases to one of its letters). Most tables have no such row and are not read further.
    static func mayNameScheme(_ row: TableRow) -> Bool {
        guard var line = row.cells.first?.lines.first else { return false }
        return line.withUTF8 { bytes in bytes.count >= 6 && "scheme".utf8.elementsEqual(bytes.prefix(6)) { $0 == $1 | 0x20 } }
    }

    /// The table's rows as components: cells when the table has columns, split words when it was flattened.
    static func componentRows(_ table: TableBlock) -> [ComponentRow] {
        var result: [ComponentRow] = []
        var component = ""
        let knownComponents = ["scheme", "host & path", "host", "path", "queries", "query"]
        for row in table.rows {
            var cells: [String]
            if table.flattened {
                var text = Substring(row.cells.map(\.text).joined(separator: " "))
                cells = [""]
                if let known = knownComponents.first(where: { text.lowercased().hasPrefix($0 + " ") }) {
                    cells = [known]
                    text = text.dropFirst(known.count + 1)
                }
                let words = text.split(separator: " ", maxSplits: 1).map(String.init)
                cells += words
            } else {
                cells = row.cells.map(\.text)
            }
            while cells.count < 3 { cells.append("") }
            let name = cells[0].lowercased().replacingAmpersandEntity()
            if !name.isEmpty { component = name }
            result.append(ComponentRow(component: component, key: cells[1], value: cells[2], line: row.range.first))
        }
        return result
    }

    /// Whether a cell holds one literal token (a value code compares), not a sentence.
    static func isLiteral(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-/".contains($0)) }
    }

    /// Whether a cell says "none" in a way a table of components does.
    static func isNone(_ text: String) -> Bool {
        ["none", "n/a", "-", "无", "없음", "なし", "無"].contains(text.lowercased())
    }

    /// The URLs of the schemes in `schemes` in a line of text, each `scheme://` up to a space, quote, backtick,
    /// `)` or non-ASCII character. A scheme is the whole run of scheme characters (letters, digits, `+-._`) before
    /// `://`, so `s` is not found inside `https://`; a URL found is skipped over whole, so URLs never overlap and
    /// the line is read once.
    static func urls<Value>(in line: Substring, schemes: [String: Value]) -> [(scheme: String, text: String)] {
        let bytes = Array(line.utf8)
        func isSchemeByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
        }
        func endsURL(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == 0x20 || (0x09...0x0D).contains(byte) || byte == UInt8(ascii: "`") || byte == UInt8(ascii: ")")
                || byte == UInt8(ascii: "\"")
        }
        var result: [(scheme: String, text: String)] = []
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") else {
                index += 1
                continue
            }
            var start = index
            while start > 0, isSchemeByte(bytes[start - 1]) { start -= 1 }
            let scheme = String(decoding: bytes[start..<index], as: UTF8.self)
            guard start < index, schemes[scheme] != nil else {
                index += 3
                continue
            }
            var end = index + 3
            while end < bytes.count, !endsURL(bytes[end]) { end += 1 }
            result.append((scheme, String(decoding: bytes[start..<end], as: UTF8.self)))
            index = end
        }
        return result
    }
}

extension String {
    /// The text with `&amp;` read as `&` (a scrape or a double-escaped cell may keep the entity).
    fileprivate func replacingAmpersandEntity() -> String {
        guard CharacterBytes.contains("&amp;", in: self) else { return self }  // Foundation's search only where the bytes are
        var result = self
        while let range = result.range(of: "&amp;") { result.replaceSubrange(range, with: "&") }
        return result
    }
}
