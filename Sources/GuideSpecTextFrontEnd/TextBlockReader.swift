import GuideSpecDocumentModel

/// Walks a scraped page line by line and hands each block start to the heuristic that recognizes it.
///
/// Blank lines separate blocks, but the scrape also runs blocks together (a paragraph line right
/// above a list, a table right under a list item, code right under a list), so each block also
/// ends where a line of another kind begins. Checks at a block start, in order: the breadcrumb on
/// line 1, a fenced code block, a coded table (its header or first row), code, a list, and for a text line a heading,
/// a flattened table, or else a paragraph.
struct TextBlockReader {
    private let facts: [LineFacts]
    private let file: String
    private var sections = SectionTracker()
    private var firstRecoveredHeading: Int?
    /// The top-level blocks read so far.
    private(set) var blocks: [Block] = []
    /// The problems met so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// Prepares to read `lines` of `file`.
    init(lines: [ScrapedLine], file: String) {
        self.facts = LineFacts.classify(lines)
        self.file = file
    }

    /// Reads the whole page.
    mutating func read() {
        var index = 0
        if let breadcrumb = Breadcrumb.heading(facts) {
            appendHeading(breadcrumb, line: 1)
            index = 1
        }
        while index < facts.count {
            index = readBlock(at: index)
        }
        if let line = firstRecoveredHeading {
            diagnostics.append(
                Diagnostic(.note, rule: TextFrontEnd.headingLevelsLost, file: file, line: line, HeadingRecovery.levelsLost(firstLine: line)))
        }
    }

    /// Reads the block starting at `index` (or skips a blank line) and returns the index after it.
    private mutating func readBlock(at index: Int) -> Int {
        let fact = facts[index]
        if fact.isBlank { return index + 1 }
        if let fence = fact.fence {
            let code = CodeFence.read(facts, at: index, fence: fence)
            append(code.block)
            return code.next
        }
        if let table = CodedRowTable.read(facts, at: index, file: file) {
            append(table.block)
            diagnostics += table.diagnostics
            return table.next
        }
        if fact.isCode {
            let code = UnfencedCode.read(facts, at: index)
            append(code.block)
            return code.next
        }
        if fact.listMarker != nil {
            let list = ScrapedList.read(facts, at: index)
            list.blocks.forEach { append($0) }
            return list.next
        }
        let afterBlank = index == 0 || facts[index - 1].isBlank
        if afterBlank, let heading = HeadingRecovery.heading(facts, at: index) {
            appendHeading(heading, line: fact.line.number)
            firstRecoveredHeading = firstRecoveredHeading ?? fact.line.number
            return index + 1
        }
        if let table = FlattenedTable.read(facts, at: index, file: file) {
            append(table.block)
            diagnostics.append(table.diagnostic)
            return table.next
        }
        return readParagraph(at: index)
    }

    /// Reads consecutive text lines as one paragraph, stopping where another kind of block begins.
    private mutating func readParagraph(at start: Int) -> Int {
        var end = start + 1
        while end < facts.count, facts[end].isText, !CodedRowTable.starts(facts, at: end) { end += 1 }
        let lines = facts[start..<end].map { TextNormalization.collapseSpaces($0.line.text) }
        append(Block(.paragraph(Paragraph(lines: TextLines(lines))), range: SourceRange(facts[start].line.number, facts[end - 1].line.number)))
        return end
    }

    private mutating func appendHeading(_ heading: Heading, line: Int) {
        blocks.append(Block(.heading(heading), range: SourceRange(line: line), sectionPath: sections.enter(heading)))
    }

    /// Appends a block under the open headings, giving the blocks nested in its list items the same path.
    private mutating func append(_ block: Block) {
        blocks.append(Self.placed(block, under: sections.path))
    }

    private static func placed(_ block: Block, under path: [String]) -> Block {
        var block = block
        block.sectionPath = path
        if case .list(var list) = block.kind {
            for index in list.items.indices {
                list.items[index].blocks = list.items[index].blocks.map { placed($0, under: path) }
            }
            block.kind = .list(list)
        }
        return block
    }
}
