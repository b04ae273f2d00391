import Foundation

/// Renders a document as an indented tree with `@line` ranges: the debugging view and the front ends' golden format.
public enum DocumentDump {
    /// The whole document, one node per line, ending with a newline.
    public static func render(_ document: GuideDocument) -> String {
        var out = "document \(document.format.rawValue)\n"
        for block in document.blocks { render(block, depth: 1, into: &out) }
        for diagnostic in document.diagnostics {
            out += "diagnostic \(diagnostic.severity.rawValue) @\(diagnostic.line) \(diagnostic.rule): \(diagnostic.message)\n"
        }
        return out
    }

    private static func render(_ block: Block, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        switch block.kind {
        case .heading(let heading):
            out += "\(indent)heading h\(heading.level) \(block.range) \(quoted(heading.text)) #\(heading.anchor)\n"
        case .paragraph(let paragraph):
            out += "\(indent)paragraph \(block.range)\n"
            for line in paragraph.lines { out += "\(indent)  \(quoted(line))\n" }
        case .list(let list):
            out += "\(indent)list \(list.ordered ? "ordered" : "bullet") \(block.range)\n"
            for item in list.items {
                out += "\(indent)  item \(item.range)\n"
                for child in item.blocks { render(child, depth: depth + 2, into: &out) }
            }
        case .table(let table):
            out += "\(indent)table\(table.flattened ? " flattened" : "") \(block.range)\n"
            out += "\(indent)  header \(table.header.range) \(cells(table.header))\n"
            for row in table.rows { out += "\(indent)  row \(row.range) \(cells(row))\n" }
        case .code(let code):
            out += "\(indent)code \(code.language ?? "-") \(block.range) first@\(code.firstLine)\n"
            for line in code.lines { out += "\(indent)  |\(line)\n" }
        case .quote(let inner):
            out += "\(indent)quote \(block.range)\n"
            for child in inner { render(child, depth: depth + 1, into: &out) }
        }
    }

    private static func cells(_ row: TableRow) -> String {
        "| " + row.cells.map { $0.lines.map(quoted).joined(separator: " ⏎ ") }.joined(separator: " | ") + " |"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
