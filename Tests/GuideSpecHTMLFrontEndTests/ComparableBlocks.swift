import GuideSpecDocumentModel

/// The blocks of `document` with every line number zeroed, so documents read from different files
/// (Markdown and the HTML rendered from it) compare equal when their content and section paths agree.
func blocksWithoutLines(_ document: GuideDocument) -> [Block] {
    document.blocks.map(withoutLines)
}

private func withoutLines(_ block: Block) -> Block {
    let kind: BlockKind
    switch block.kind {
    case .heading, .paragraph:
        kind = block.kind
    case .list(let list):
        kind = .list(
            ListBlock(ordered: list.ordered, items: list.items.map { ListItem(blocks: $0.blocks.map(withoutLines), range: SourceRange(line: 0)) }))
    case .table(let table):
        let strip = { (row: TableRow) in TableRow(cells: row.cells, range: SourceRange(line: 0)) }
        kind = .table(TableBlock(header: strip(table.header), rows: table.rows.map(strip), flattened: table.flattened))
    case .code(let code):
        kind = .code(CodeBlock(language: code.language, lines: code.lines.map(String.init), firstLine: 0))
    case .quote(let inner):
        kind = .quote(inner.map(withoutLines))
    }
    return Block(kind, range: SourceRange(line: 0), sectionPath: block.sectionPath)
}

/// A line-free dump of `blocks`, for readable failure messages.
func dumpWithoutLines(_ blocks: [Block]) -> String {
    DocumentDump.render(GuideDocument(file: "", format: .html, blocks: blocks))
}

/// Where two dumps first differ, with a few lines of context from each side.
func firstDifference(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let index = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
    let window = max(0, index - 3)..<(index + 4)
    let show = { (lines: [Substring]) in lines[window.clamped(to: lines.indices)].joined(separator: "\n") }
    return "line \(index + 1):\n--- markdown\n\(show(left))\n+++ html\n\(show(right))"
}
