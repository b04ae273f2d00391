/// One block of a guide: a heading, paragraph, list, table, code block or quotation, with its lines.
public struct Block: Hashable, Sendable {
    /// What the block is and what it holds.
    public var kind: BlockKind
    /// The source lines the block spans.
    public var range: SourceRange
    /// The texts of the headings this block sits under, outermost first.
    public var sectionPath: [String]

    /// Creates a block.
    public init(_ kind: BlockKind, range: SourceRange, sectionPath: [String] = []) {
        self.kind = kind
        self.range = range
        self.sectionPath = sectionPath
    }
}

/// The kinds of block every front end produces.
public enum BlockKind: Hashable, Sendable {
    case heading(Heading)
    case paragraph(Paragraph)
    case list(ListBlock)
    case table(TableBlock)
    case code(CodeBlock)
    case quote([Block])
}

/// A section heading with its level (1–6) and plain text.
public struct Heading: Hashable, Sendable {
    public var level: Int
    public var text: String

    /// The URL fragment a documentation site gives the heading, derived from its text when asked (few readers ask, so
    /// reading a page does not make one per heading).
    public var anchor: String { HeadingAnchor.slug(for: text) }

    /// Creates a heading.
    public init(level: Int, text: String) {
        self.level = level
        self.text = text
    }
}

/// A paragraph as plain text, one string per source line (markup removed).
public struct Paragraph: Hashable, Sendable {
    public var lines: TextLines

    /// Creates a paragraph.
    public init(lines: TextLines) { self.lines = lines }
}

/// A bulleted or numbered list.
public struct ListBlock: Hashable, Sendable {
    public var ordered: Bool
    public var items: [ListItem]

    /// Creates a list.
    public init(ordered: Bool, items: [ListItem]) {
        self.ordered = ordered
        self.items = items
    }
}

/// One list item: its own blocks (usually a paragraph, maybe nested lists or code) and its lines.
public struct ListItem: Hashable, Sendable {
    public var blocks: [Block]
    public var range: SourceRange

    /// Creates a list item.
    public init(blocks: [Block], range: SourceRange) {
        self.blocks = blocks
        self.range = range
    }

    /// The item's own text: the lines of its leading paragraph, empty when it starts with something else.
    public var textLines: TextLines {
        guard case .paragraph(let paragraph)? = blocks.first?.kind else { return [] }
        return paragraph.lines
    }
}

/// A table: a header row and body rows, each cell split into lines at `<br>`.
public struct TableBlock: Hashable, Sendable {
    public var header: TableRow
    public var rows: [TableRow]
    /// True when the table came from scraped text whose column boundaries are guessed.
    public var flattened: Bool

    /// Creates a table.
    public init(header: TableRow, rows: [TableRow], flattened: Bool = false) {
        self.header = header
        self.rows = rows
        self.flattened = flattened
    }
}

/// One table row and the source line it starts on.
public struct TableRow: Hashable, Sendable {
    public var cells: [TableCell]
    public var range: SourceRange

    /// Creates a row.
    public init(cells: [TableCell], range: SourceRange) {
        self.cells = cells
        self.range = range
    }

    /// The cell at `index`, or an empty cell when the row is shorter.
    public subscript(column index: Int) -> TableCell {
        cells.indices.contains(index) ? cells[index] : TableCell(normalizedLines: [])
    }
}

/// One table cell as plain-text lines (a `<br>` starts a new line).
public struct TableCell: Hashable, Sendable {
    public var lines: TextLines

    /// Creates a cell, dropping lines that are empty after trimming.
    public init(lines: [String]) {
        self.lines = TextLines(lines.map(TextNormalization.collapseSpaces).filter { !$0.isEmpty })
    }

    /// Creates a cell from lines `TextNormalization.lines` already gave (collapsed, none empty), without normalizing
    /// them again.
    package init(normalizedLines lines: TextLines) {
        self.lines = lines
    }

    /// The cell's lines joined by a newline.
    public var text: String { lines.joined(separator: "\n") }

    /// Whether the cell holds no text.
    public var isEmpty: Bool { lines.isEmpty }
}

/// A code block with its fence language and the line of its first code line. The code is kept as one string, which its
/// lines slice: a block makes two objects rather than one per line.
public struct CodeBlock: Hashable, Sendable {
    /// The fence's info string, such as `objectivec`, or nil when there was none.
    public var language: String?
    /// The code: its lines joined by line feeds.
    public private(set) var text: String
    /// The code's lines, slices of `text`.
    public private(set) var lines: [Substring]
    /// The source line of `lines[0]`.
    public var firstLine: Int

    /// Creates a code block of `lines`, which hold no line feed.
    public init(language: String?, lines: [String], firstLine: Int) {
        self.language = language
        self.text = lines.joined(separator: "\n")
        self.firstLine = firstLine
        var sliced: [Substring] = []
        sliced.reserveCapacity(lines.count)
        var start = text.utf8.startIndex
        for line in lines {
            let end = text.utf8.index(start, offsetBy: line.utf8.count)
            sliced.append(text[start..<end])
            start = end < text.utf8.endIndex ? text.utf8.index(after: end) : end
        }
        self.lines = sliced
    }

    /// Creates a code block of `text` split at its line feeds; a carriage return right before a line feed keeps the two in
    /// one line, as the `\r\n` character they make does. An empty text has no lines.
    public init(language: String?, text: String, firstLine: Int) {
        let whole = text
        var lines: [Substring] = []
        var text = text
        text.withUTF8 { bytes in
            guard !bytes.isEmpty else { return }
            // One more than the line feeds, a bound on the lines: the array is allocated once.
            lines.reserveCapacity(bytes.count(of: 0x0A, in: 0..<bytes.count) + 1)
            let utf8 = whole.utf8
            bytes.forEachLine { line in
                let start = utf8.index(utf8.startIndex, offsetBy: line.lowerBound)
                lines.append(whole[start..<utf8.index(start, offsetBy: line.count)])
            }
        }
        self.language = language
        self.text = whole
        self.lines = lines
        self.firstLine = firstLine
    }
}
