import GuideSpecDocumentModel

/// Recovers lists, and their nesting, from marker lines.
///
/// The scrape writes each item on one line with its marker (`  1. `, `  • `, `* `, `- `) and
/// shows nesting only by indentation, two spaces per level. A list runs over consecutive item
/// lines; a line indented deeper than the item before it and carrying no marker continues that
/// item's text. A blank line, a code line or an unindented text line ends the list (the scrape
/// puts a flattened table right under a list item with no blank line). An item's nested items
/// become a nested list in the item's blocks, after a paragraph with the item's own text.
enum ScrapedList {
    /// One item line with its continuation lines, before nesting is worked out.
    private struct Entry {
        var indent: Int
        var ordered: Bool
        var lines: [(number: Int, text: String)]
        var level = 0
    }

    /// Reads the list run that starts at `start` (a list item line) and returns its top-level lists with the index after the run.
    static func read(_ facts: [LineFacts], at start: Int) -> (blocks: [Block], next: Int) {
        var entries: [Entry] = []
        var index = start
        while index < facts.count {
            let fact = facts[index]
            if let marker = fact.listMarker {
                entries.append(Entry(indent: fact.line.indent, ordered: marker.ordered, lines: [(fact.line.number, marker.text)]))
            } else if fact.isPlain, let last = entries.last, fact.line.indent > last.indent {
                entries[entries.count - 1].lines.append((fact.line.number, fact.line.text))
            } else {
                break
            }
            index += 1
        }
        assignLevels(&entries)
        return (lists(entries[...]), index)
    }

    /// The deepest nesting kept; deeper items become siblings at this depth (guides nest three levels at most).
    static let maxDepth = 16

    /// Gives each entry its depth from an indentation stack, so two- and four-space nesting both work.
    private static func assignLevels(_ entries: inout [Entry]) {
        var stack: [Int] = []
        for index in entries.indices {
            let indent = entries[index].indent
            if let top = stack.last, indent > top {
                if stack.count == maxDepth { stack.removeLast() }
                stack.append(indent)
            } else {
                while stack.count > 1, let top = stack.last, indent < top { stack.removeLast() }
                if let top = stack.last, indent > top { stack.append(indent) }
                if stack.isEmpty { stack.append(indent) }
            }
            entries[index].level = stack.count - 1
        }
    }

    /// Builds the lists of the shallowest entries, each with the deeper entries after it nested inside; a switch between numbered and bulleted items
    /// starts a new list.
    private static func lists(_ entries: ArraySlice<Entry>) -> [Block] {
        var lists: [(ordered: Bool, items: [ListItem])] = []
        var index = entries.startIndex
        while index < entries.endIndex {
            let entry = entries[index]
            var end = index + 1
            while end < entries.endIndex, entries[end].level > entry.level { end += 1 }
            let item = listItem(entry, children: entries[(index + 1)..<end])
            if let last = lists.last, last.ordered == entry.ordered {
                lists[lists.count - 1].items.append(item)
            } else {
                lists.append((entry.ordered, [item]))
            }
            index = end
        }
        return lists.map { list in
            let range = SourceRange(list.items[0].range.first, list.items[list.items.count - 1].range.last)
            return Block(.list(ListBlock(ordered: list.ordered, items: list.items)), range: range)
        }
    }

    /// One item: a paragraph with its text (when it has any), then its nested lists.
    private static func listItem(_ entry: Entry, children: ArraySlice<Entry>) -> ListItem {
        var blocks: [Block] = []
        let textLines = entry.lines.map { TextNormalization.collapseSpaces($0.text) }.filter { !$0.isEmpty }
        let first = entry.lines[0].number
        let ownLast = entry.lines[entry.lines.count - 1].number
        if !textLines.isEmpty {
            blocks.append(Block(.paragraph(Paragraph(lines: TextLines(textLines))), range: SourceRange(first, ownLast)))
        }
        if !children.isEmpty { blocks += lists(children) }
        let last = blocks.last?.range.last ?? ownLast
        return ListItem(blocks: blocks, range: SourceRange(first, max(ownLast, last)))
    }
}
