import GuideSpecDocumentModel

/// Turns a page's main content into blocks, mapping the HTML cmark-gfm renders back to the same blocks
/// the Markdown front end reads from cmark-gfm's tree.
struct BlockBuilder {
    private let file: String
    private var sections = SectionTracker()
    /// Notes about loose text that was not read.
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates a builder for a page read from `file`.
    init(file: String) { self.file = file }

    /// The blocks of a sequence of sibling nodes. A run of loose inline content between them becomes
    /// a paragraph where `looseText` says so (a tight list item renders its paragraphs without `<p>`);
    /// elsewhere cmark-gfm's HTML carries loose text only from a raw HTML block, whose content the
    /// Markdown front end does not read either, so it is skipped with a note.
    mutating func blocks(in nodes: [HTMLNode], looseText: LooseText) -> [Block] {
        var result: [Block] = []
        var run: [HTMLNode] = []
        for node in nodes {
            guard case .element(let element) = node else {
                run.append(node)
                continue
            }
            if PageChrome.isChrome(element) { continue }
            let role = ElementRole(name: element.name)
            if role == .inline {
                run.append(node)
                continue
            }
            if let paragraph = looseParagraph(run, looseText) { result.append(paragraph) }
            run.removeAll()
            result += blocks(for: element, role: role)
        }
        if let paragraph = looseParagraph(run, looseText) { result.append(paragraph) }
        return result
    }

    private mutating func blocks(for element: HTMLElement, role: ElementRole) -> [Block] {
        let range = SourceRange(element.line, element.lastLine)
        switch role {
        case .heading(let level):
            let heading = Heading(level: level, text: TextNormalization.collapseSpaces(InlineText.of(element.children, newlines: .breakLines)))
            return [Block(.heading(heading), range: range, sectionPath: sections.enter(heading))]
        case .paragraph:
            let lines = TextNormalization.lines(InlineText.of(element.children, newlines: .breakLines))
            return lines.isEmpty ? [] : [Block(.paragraph(Paragraph(lines: lines)), range: range, sectionPath: sections.path)]
        case .list(let ordered):
            // The Markdown front end reads a list's or quotation's children before it takes the section
            // path, so a heading inside one counts for the container too; mirrored so both agree.
            let items = listItems(of: element)
            return items.isEmpty ? [] : [Block(.list(ListBlock(ordered: ordered, items: items)), range: range, sectionPath: sections.path)]
        case .code:
            return [Block(.code(CodeBlockReader.read(element)), range: range, sectionPath: sections.path)]
        case .table:
            guard let table = TableReader.read(element) else { return [] }
            if let wide = ([table.header] + table.rows).first(where: { $0.cells.count > DocumentLimits.maximumTableColumns }) {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: HTMLFrontEnd.tableTooWide, file: file, line: wide.range.first,
                        HTMLFrontEnd.tableTooWideMessage(cells: wide.cells.count)))
                return []
            }
            return [Block(.table(table), range: range, sectionPath: sections.path)]
        case .quote:
            let inner = blocks(in: element.children, looseText: .skipped)
            return [Block(.quote(inner), range: range, sectionPath: sections.path)]
        case .container:
            return blocks(in: element.children, looseText: LooseText(container: element.name))
        case .separator, .inline:
            return []
        }
    }

    /// Each `<li>` is an item; anything else with content inside the list (a list nested directly in
    /// a list, stray text) joins the item before it.
    private mutating func listItems(of list: HTMLElement) -> [ListItem] {
        var items: [ListItem] = []
        for child in list.children {
            if case .element(let element) = child, element.name == "li" {
                if PageChrome.isChrome(element) { continue }
                items.append(
                    ListItem(blocks: blocks(in: element.children, looseText: .paragraph), range: SourceRange(element.line, element.lastLine)))
                continue
            }
            guard let first = child.firstContentLine else { continue }
            let extra = blocks(in: [child], looseText: .paragraph)
            guard !extra.isEmpty else { continue }
            if items.isEmpty {
                items.append(ListItem(blocks: extra, range: SourceRange(first, child.lastContentLine ?? first)))
            } else {
                items[items.count - 1].blocks += extra
                let range = items[items.count - 1].range
                items[items.count - 1].range = SourceRange(range.first, max(range.last, child.lastContentLine ?? first))
            }
        }
        return items
    }

    /// A paragraph of the loose inline nodes between blocks, or nil when they hold no text or are skipped.
    private mutating func looseParagraph(_ run: [HTMLNode], _ looseText: LooseText) -> Block? {
        let onlyBlankText = run.allSatisfy { if case .text(let text) = $0 { text.firstContentLine == nil } else { false } }
        if onlyBlankText { return nil }
        let lines = TextNormalization.lines(InlineText.of(run, newlines: .breakLines))
        guard !lines.isEmpty, let first = run.lazy.compactMap(\.firstContentLine).first else { return nil }
        guard looseText == .paragraph else {
            diagnostics.append(Diagnostic(.note, rule: HTMLFrontEnd.looseText, file: file, line: first, Self.skippedText(lines[0])))
            return nil
        }
        let last = run.reversed().lazy.compactMap(\.lastContentLine).first ?? first
        return Block(.paragraph(Paragraph(lines: lines)), range: SourceRange(first, last), sectionPath: sections.path)
    }

    /// The message of the `html.loose-text` note.
    private static func skippedText(_ line: String) -> String {
        let shown = line.count > 60 ? line.prefix(60) + "…" : Substring(line)
        return
            """
            text outside any paragraph was not read: \"\(shown)\"; in Markdown, a raw HTML line such as <br/> passes the lines after it through \
            as HTML up to the next blank line
            """
    }
}
