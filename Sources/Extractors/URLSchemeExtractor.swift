public import DocumentModel
public import SpecModel

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

    /// Attaches to `scheme` every example URL of that scheme written in the page's text, checked against the table.
    public static func attachExamples(to scheme: inout URLScheme, in document: GuideDocument, context: ExtractionContext) {
        for block in document.allBlocks {
            let lines: [String]
            switch block.kind {
            case .paragraph(let paragraph): lines = paragraph.lines
            case .code(let code): lines = code.lines
            default: continue
            }
            for (offset, line) in lines.enumerated() {
                for url in urls(of: scheme.scheme, in: line) {
                    let problems = ExampleURL(url).problems(against: scheme)
                    scheme.examples.append(URLScheme.Example(
                        url: url, consistent: problems.isEmpty, problems: problems,
                        location: context.location(line: block.range.first + offset, section: block.sectionPath)))
                }
            }
        }
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

    /// The URLs starting with `scheme://` in a line of text.
    static func urls(of scheme: String, in line: String) -> [String] {
        var result: [String] = []
        var rest = Substring(line)
        while let range = rest.range(of: scheme + "://") {
            let url = rest[range.lowerBound...].prefix { !$0.isWhitespace && $0 != "`" && $0 != ")" && $0 != "\"" && $0.isASCII }
            result.append(String(url))
            rest = rest[range.upperBound...]
        }
        return result
    }
}

extension String {
    /// The text with `&amp;` read as `&` (a scrape or a double-escaped cell may keep the entity).
    fileprivate func replacingAmpersandEntity() -> String {
        var result = self
        while let range = result.range(of: "&amp;") { result.replaceSubrange(range, with: "&") }
        return result
    }
}
