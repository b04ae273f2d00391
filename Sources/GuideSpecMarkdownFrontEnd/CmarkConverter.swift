import GuideSpecCCmarkGFM
import GuideSpecCParseArena
import GuideSpecDocumentModel
import GuideSpecHTMLFrontEnd
import Glibc
import Synchronization

/// The one place GuideSpec talks to cmark-gfm: it parses Markdown, copies the tree into
/// `GuideDocument` values and frees every C object before returning.
enum CmarkConverter {
    /// The largest page parsed in an arena (the guide's largest is 171 KB). Memory freed during a parse is not reused
    /// before its end, and cmark-gfm frees much of what it takes: a page of tables takes about 100 bytes of arena for each
    /// byte of input. Above this size the arena would raise the peak by more than its speed is worth, so the system
    /// allocator parses those pages.
    static let largestArenaPage = 256 * 1024

    /// The GFM extensions, all of which a rendering attaches; a reading attaches those that can change what it reads
    /// (`readingExtensions`).
    static let everyExtension = ["table", "strikethrough", "autolink", "tagfilter"]

    /// Held while cmark-gfm parses: its inline pass adds the extensions' special characters to a table shared by every
    /// parser and removes them when done, so two parses at once could each miss the other's `~`, `|` or autolinks
    /// (github/cmark-gfm#176); extension registration is unguarded too. Walking the finished tree needs no lock.
    private static let parseLock = Mutex(())

    /// Parses the UTF-8 `bytes` and hands the root node to `body`; the tree is freed when `body` returns. In an arena,
    /// cmark-gfm's memory comes from the calling thread's arena (`GuideSpecCParseArena`) and is returned at once instead
    /// of node by node.
    private static func withParsedTree<T>(
        _ bytes: UnsafeBufferPointer<UInt8>, memory: MarkdownFrontEnd.ParseMemory, extensions: [String], _ body: (OpaquePointer, OpaquePointer) -> T
    ) -> T {
        switch memory {
        case .arena:
            guidespec_arena_begin()
            defer { guidespec_arena_end() }
            let (parser, root) = parse(bytes, allocator: arenaAllocator.memory, extensions: extensions)
            return body(root, parser)
        case .system:
            let (parser, root) = parse(bytes, allocator: cmark_get_default_mem_allocator(), extensions: extensions)
            defer {
                cmark_node_free(root)
                cmark_parser_free(parser)
            }
            return body(root, parser)
        }
    }

    /// The parser and the root of the tree cmark-gfm builds from `bytes`, its memory taken from `allocator`, with the
    /// named `extensions`.
    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, allocator: UnsafeMutablePointer<cmark_mem>, extensions: [String]
    ) -> (OpaquePointer, OpaquePointer) {
        let page = BorrowedBytes(buffer: bytes, allocator: allocator)
        return parseLock.withLock { _ in
            cmark_gfm_core_extensions_ensure_registered()
            let parser = cmark_parser_new_with_mem(CMARK_OPT_UNSAFE | CMARK_OPT_SOURCEPOS, page.allocator)!
            for name in extensions {
                if let syntaxExtension = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntaxExtension)
                }
            }
            page.buffer.withMemoryRebound(to: CChar.self) { chars in
                if let start = chars.baseAddress { cmark_parser_feed(parser, start, chars.count) }
            }
            return (parser, cmark_parser_finish(parser)!)
        }
    }

    /// The allocator handed to cmark-gfm for parses in an arena: every request goes to the calling thread's arena. Like
    /// cmark-gfm's own allocator, it stops the process when memory runs out, since cmark-gfm cannot go on without.
    private static let arenaAllocator = Allocator(
        memory: {
            let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
            memory.initialize(
                to: cmark_mem(calloc: guidespec_arena_cmark_calloc, realloc: guidespec_arena_cmark_realloc, free: guidespec_arena_release))
            return memory
        }())

    /// The arena allocator, made once and never freed: every node of a parse in an arena points to it.
    private struct Allocator: @unchecked Sendable {
        let memory: UnsafeMutablePointer<cmark_mem>
    }

    /// A page's bytes and the allocator for its parse, taken into the parse lock's body, which runs at once on the
    /// calling thread while they are valid.
    private struct BorrowedBytes: @unchecked Sendable {
        let buffer: UnsafeBufferPointer<UInt8>
        let allocator: UnsafeMutablePointer<cmark_mem>
    }

    /// Reads Markdown into blocks, reporting unterminated fences and table rows whose cell count differs from the header's.
    /// The page's own UTF-8 storage is handed to cmark-gfm and read for source lines, never copied.
    /// cmark-gfm's memory comes from the thread's arena, returned as soon as the blocks are copied out, unless the page
    /// is larger than `largestArenaPage`.
    ///
    /// A void element's tag alone on a line (`<br/>`, `<img …>`) opens a raw HTML block that runs to the next blank line
    /// and takes the Markdown under it (a heading, a table); the tag holds nothing, so the sites that publish such pages
    /// show that Markdown. Those tag lines are then read as blank lines (same lines, same columns) in a second parse, the
    /// only one: every such line of a block that took Markdown is blanked at once.
    ///
    /// Only the extensions that can change what the page reads are attached (`readingExtensions`); blanking tag lines
    /// only splits runs of the page and adds no `~`, so the second parse takes the first's.
    ///
    /// `extensions` names the extensions to attach whatever the page holds, for tests that compare the readings.
    static func convert(_ text: String, file: String, extensions: [String]? = nil) -> (blocks: [Block], diagnostics: [Diagnostic]) {
        var text = text
        return text.withUTF8 { bytes in
            let extensions = extensions ?? readingExtensions(of: bytes)
            let first = walk(bytes, file: file, extensions: extensions)
            guard !first.voidTagBytes.isEmpty else { return (first.blocks, first.diagnostics) }
            let second = blanking(first.voidTagBytes, in: bytes).withUnsafeBufferPointer { walk($0, file: file, extensions: extensions) }
            return (second.blocks, second.diagnostics)
        }
    }

    /// The extensions a reading of `page` attaches: tables and the tag filter (which only rendering consults) always,
    /// strikethrough where the page holds a `~` (it reads nothing else), and autolinks where they can change the text
    /// (`BareLinkScan`). Each costs parse time on every page it is attached to.
    static func readingExtensions(of page: UnsafeBufferPointer<UInt8>) -> [String] {
        everyExtension.filter { name in
            switch name {
            case "strikethrough": page.firstOffset(of: UInt8(ascii: "~"), in: 0..<page.count) != nil
            case "autolink": BareLinkScan.needsAutolinks(page)
            default: true
            }
        }
    }

    /// `bytes` with those of `ranges` turned into spaces: the same lines and columns, parsed as they are (a copy of valid
    /// UTF-8 whose whole lines were blanked needs no decoding into a string).
    private static func blanking(_ ranges: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var copy = Array(bytes)
        for range in ranges { copy.replaceSubrange(range, with: repeatElement(0x20, count: range.count)) }
        return copy
    }

    /// One parse and walk of the UTF-8 `bytes` with the named `extensions`: their blocks, their diagnostics, and the bytes
    /// of void-tag lines that took Markdown.
    private static func walk(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, extensions: [String]
    ) -> (blocks: [Block], diagnostics: [Diagnostic], voidTagBytes: [Range<Int>]) {
        withParsedTree(bytes, memory: bytes.count <= largestArenaPage ? .arena : .system, extensions: extensions) { root, _ in
            var walker = TreeWalker(source: bytes, file: file)
            let blocks = walker.blocks(under: root, depth: 0)
            return (blocks, walker.diagnostics, walker.voidTagBytes)
        }
    }

    /// Renders Markdown to HTML the way cmark-gfm's own renderer does, with every extension (bare URLs become links), and
    /// the Markdown under a void tag's line shown as `convert` reads it.
    static func renderHTML(_ text: String) -> String {
        var text = text
        return text.withUTF8 { original in
            let render = { (bytes: UnsafeBufferPointer<UInt8>) -> String in
                withParsedTree(bytes, memory: .system, extensions: everyExtension) { root, parser in
                    guard let html = cmark_render_html(root, CMARK_OPT_UNSAFE, cmark_parser_get_syntax_extensions(parser)) else { return "" }
                    defer { free(html) }
                    return String(cString: html)
                }
            }
            let voidTagBytes = walk(original, file: "", extensions: everyExtension).voidTagBytes
            return voidTagBytes.isEmpty ? render(original) : blanking(voidTagBytes, in: original).withUnsafeBufferPointer(render)
        }
    }

    /// Parses `text` with every extension and discards the tree: the baseline the benchmark compares extraction against,
    /// cmark-gfm's parse as GitHub's renderer runs it (every extension on every page).
    static func parseOnly(_ text: String, memory: MarkdownFrontEnd.ParseMemory) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            withParsedTree(bytes, memory: memory, extensions: everyExtension) { root, _ in Int(cmark_node_get_end_line(root)) }
        }
    }

    /// Copies cmark nodes into blocks while tracking section paths.
    private struct TreeWalker {
        /// The page's UTF-8 bytes (valid while the walk runs), and the offset where each of its lines starts, found as far
        /// as a source line was asked for.
        let source: UnsafeBufferPointer<UInt8>
        private var lineStarts = [0]
        private var allLinesFound = false
        let file: String
        var sections = SectionTracker()
        var diagnostics: [Diagnostic] = []
        /// The bytes of the void-tag lines that opened a raw HTML block taking Markdown (`convert` reads them as blank).
        var voidTagBytes: [Range<Int>] = []
        /// Whether such a line was met: the page is then read again with them blank, so the rest of this walk only
        /// searches for more of them (it visits the raw HTML blocks the reading does, and builds no block).
        private var searchingVoidTags = false
        /// Whether nesting deeper than `MarkdownFrontEnd.maximumNesting` was met (reported once).
        private var tooDeep = false
        /// The buffer inline text is gathered in, kept between containers so that its storage is allocated once.
        private var inlineBytes: [UInt8] = []

        init(source: UnsafeBufferPointer<UInt8>, file: String) {
            self.source = source
            self.file = file
            // Guide lines average well over 32 bytes: the starts are then found without regrowing the array.
            lineStarts.reserveCapacity(source.count / 32 + 1)
        }

        /// The bytes of 1-based line `line` without its newline, or nil past the end. The walk asks for lines in source
        /// order (fence ends, table rows), so line starts are found once each, and none after the last line asked for.
        private mutating func sourceLine(_ line: Int) -> UnsafeBufferPointer<UInt8>? {
            while lineStarts.count <= line, !allLinesFound {
                if let newline = source.firstOffset(of: 0x0A, in: lineStarts[lineStarts.count - 1]..<source.count) {
                    lineStarts.append(newline + 1)
                } else {
                    allLinesFound = true
                }
            }
            guard lineStarts.indices.contains(line - 1) else { return nil }
            let end = line < lineStarts.count ? lineStarts[line] - 1 : source.count
            return UnsafeBufferPointer(rebasing: source[lineStarts[line - 1]..<end])
        }

        /// The blocks under `parent`, which sits inside `depth` quotations and lists; deeper than the limit, none
        /// (the walk recurses once per level, so the bound keeps the stack small).
        mutating func blocks(under parent: OpaquePointer, depth: Int) -> [Block] {
            guard depth <= MarkdownFrontEnd.maximumNesting else {
                reportTooDeep("quotations and lists are", line: Int(cmark_node_get_start_line(parent)))
                return []
            }
            if let only = cmark_node_first_child(parent), cmark_node_next(only) == nil, cmark_node_get_type(only) != CMARK_NODE_HTML_BLOCK {
                return block(for: only, depth: depth).map { [$0] } ?? []  // most list items hold one paragraph
            }
            var result: [Block] = []
            result.reserveCapacity(childCount(parent))
            var child = cmark_node_first_child(parent)
            while let node = child {
                child = cmark_node_next(node)
                if cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK {
                    let (tables, lastLine) = rawHTML(node)
                    result += tables
                    // The blocks a table left open by a blank line runs on through are part of it.
                    while let next = child, Int(cmark_node_get_start_line(next)) <= lastLine { child = cmark_node_next(next) }
                } else if let block = block(for: node, depth: depth) {
                    result.append(block)
                }
            }
            return result
        }

        /// The number of children of `node`, so that the array built from them is allocated once.
        private func childCount(_ node: OpaquePointer) -> Int {
            var count = 0
            var child = cmark_node_first_child(node)
            while let next = child {
                count += 1
                child = cmark_node_next(next)
            }
            return count
        }

        /// Records, once, that nesting went deeper than the limit.
        private mutating func reportTooDeep(_ what: String, line: Int) {
            guard !tooDeep else { return }
            tooDeep = true
            diagnostics.append(
                Diagnostic(.error, rule: MarkdownFrontEnd.nestingTooDeep, file: file, line: line, MarkdownFrontEnd.nestingTooDeepMessage(what)))
        }

        private mutating func block(for node: OpaquePointer, depth: Int) -> Block? {
            guard !searchingVoidTags else {
                searchContainer(node, depth: depth)
                return nil
            }
            let range = SourceRange(Int(cmark_node_get_start_line(node)), Int(cmark_node_get_end_line(node)))
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                let text = withInlineText(node, line: range.first, TextNormalization.collapseSpaces(utf8:))
                let heading = Heading(level: Int(cmark_node_get_heading_level(node)), text: text)
                return Block(.heading(heading), range: range, sectionPath: sections.enter(heading))
            case CMARK_NODE_PARAGRAPH:
                let lines = withInlineText(node, line: range.first, TextNormalization.lines(utf8:))
                return lines.isEmpty ? nil : Block(.paragraph(Paragraph(lines: lines)), range: range, sectionPath: sections.path)
            case CMARK_NODE_LIST:
                var items: [ListItem] = []
                items.reserveCapacity(childCount(node))
                var child = cmark_node_first_child(node)
                while let item = child {
                    let itemRange = SourceRange(Int(cmark_node_get_start_line(item)), Int(cmark_node_get_end_line(item)))
                    items.append(ListItem(blocks: blocks(under: item, depth: depth + 1), range: itemRange))
                    child = cmark_node_next(item)
                }
                let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
                return Block(.list(ListBlock(ordered: ordered, items: items)), range: range, sectionPath: sections.path)
            case CMARK_NODE_CODE_BLOCK:
                return Block(.code(codeBlock(node, range: range)), range: range, sectionPath: sections.path)
            case CMARK_NODE_BLOCK_QUOTE:
                return Block(.quote(blocks(under: node, depth: depth + 1)), range: range, sectionPath: sections.path)
            case CMARK_NODE_HTML_BLOCK:
                return rawHTML(node).tables.first
            case CMARK_NODE_THEMATIC_BREAK:
                return nil  // no content the extractors read
            default:
                // The table extension's node type is assigned when the extension registers, so it is known by name.
                guard typeName(node) == "table" else { return nil }
                return table(node, range: range).map { Block(.table($0), range: range, sectionPath: sections.path) }
            }
        }

        /// Walks the raw HTML blocks in `node` when it is a list or a quotation, as reading it would.
        private mutating func searchContainer(_ node: OpaquePointer, depth: Int) {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LIST:
                var child = cmark_node_first_child(node)
                while let item = child {
                    _ = blocks(under: item, depth: depth + 1)
                    child = cmark_node_next(item)
                }
            case CMARK_NODE_BLOCK_QUOTE:
                _ = blocks(under: node, depth: depth + 1)
            default:
                break
            }
        }

        /// The tables of a raw HTML block, read by the HTML front end's table reading (cmark-gfm keeps the block as it is
        /// written: `<table>` inside a `<div>`, as API pages write parameter tables), and the block's last line; a block with
        /// no table is reported when it swallows text. A blank line ends a raw HTML block, so a table with one inside runs on
        /// through the blocks after it (its indented rows read as code) up to the line that closes it, as the sites that
        /// publish such pages read it: that line is then the last.
        private mutating func rawHTML(_ node: OpaquePointer) -> (tables: [Block], lastLine: Int) {
            var range = SourceRange(Int(cmark_node_get_start_line(node)), Int(cmark_node_get_end_line(node)))
            guard let literal = cmark_node_get_literal(node) else { return ([], range.last) }
            let tags = MarkdownFrontEnd.tableTags(literalBytes(literal))
            guard tags.opened > 0 else {
                if !recordVoidTagLines(node, range: range), !searchingVoidTags { reportSwallowedText(node, range: range) }
                return ([], range.last)
            }
            let closing = tags.opened > tags.closed ? lineClosingTable(after: range.last) : nil
            if let closing { range = SourceRange(range.first, closing) }
            guard !searchingVoidTags else { return ([], range.last) }
            let html = closing == nil ? String(cString: literal) : sourceText(range)
            let tables = HTMLFrontEnd.tables(inFragment: html, firstLine: range.first).map { table, tableRange in
                Block(.table(table), range: tableRange, sectionPath: sections.path)
            }
            return (tables, range.last)
        }

        /// The first line after `line` that closes a table, or nil when a table opens first or the page ends.
        private mutating func lineClosingTable(after line: Int) -> Int? {
            var next = line + 1
            while let bytes = sourceLine(next) {
                let tags = MarkdownFrontEnd.tableTags(bytes)
                if tags.closed > 0 { return next }
                if tags.opened > 0 { return nil }
                next += 1
            }
            return nil
        }

        /// The page's text from the start of `range.first` to the end of `range.last`, lines already found by `sourceLine`.
        private mutating func sourceText(_ range: SourceRange) -> String {
            guard let first = sourceLine(range.first), let last = sourceLine(range.last), let start = first.baseAddress,
                let end = last.baseAddress.map({ $0 + last.count })
            else { return "" }
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }

        /// Records the void-tag lines a raw HTML block starts with, from its column on the first line and from the first
        /// `<` on the next ones; true when the block starts with one and goes on past them, taking Markdown.
        private mutating func recordVoidTagLines(_ node: OpaquePointer, range: SourceRange) -> Bool {
            var found: [Range<Int>] = []
            var line = range.first
            var from = max(Int(cmark_node_get_start_column(node)) - 1, 0)
            while line <= range.last, let bytes = sourceLine(line), let base = bytes.baseAddress, let sourceBase = source.baseAddress {
                let start = line == range.first ? min(from, bytes.count) : (bytes.firstIndex(of: UInt8(ascii: "<")) ?? bytes.count)
                guard MarkdownFrontEnd.holdsOnlyVoidTags(UnsafeBufferPointer(rebasing: bytes[start...])) else { break }
                let offset = base - sourceBase
                found.append((offset + start)..<(offset + bytes.count))
                line += 1
                from = 0
            }
            // A block of void tags alone took nothing.
            guard !found.isEmpty, line <= range.last else { return false }
            voidTagBytes += found
            searchingVoidTags = true
            return true
        }

        /// A raw HTML block runs until a blank line, so text written right under a tag such as `<br/>` is
        /// read as HTML and lost; say so rather than drop it silently.
        private mutating func reportSwallowedText(_ node: OpaquePointer, range: SourceRange) {
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            var text = ""
            var insideTag = false
            for character in literal {
                if character == "<" { insideTag = true } else if character == ">" { insideTag = false } else if !insideTag { text.append(character) }
            }
            let lines = TextNormalization.lines(text)
            guard let first = lines.first else { return }
            diagnostics.append(
                Diagnostic(
                    .warning, rule: MarkdownFrontEnd.swallowedText, file: file, line: range.first,
                    """
                    text \"\(first)\" is inside a raw HTML block (lines \(range.first)–\(range.last)) and is not read as Markdown: put a blank \
                    line after the HTML tag
                    """
                ))
        }

        private mutating func codeBlock(_ node: OpaquePointer, range: SourceRange) -> CodeBlock {
            let text = cmark_node_get_literal(node).map { MarkdownFrontEnd.codeText(literalBytes($0)) } ?? ""
            var fenceLength: Int32 = 0
            var fenceOffset: Int32 = 0
            var fenceCharacter: CChar = 0
            let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
            guard fenced else { return CodeBlock(language: nil, text: text, firstLine: range.first) }
            let language = cmark_node_get_fence_info(node).flatMap { MarkdownFrontEnd.firstWord(literalBytes($0)) }
            if !closesFence(line: range.last, character: UInt8(bitPattern: fenceCharacter), length: Int(fenceLength)) || range.first == range.last {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: MarkdownFrontEnd.unterminatedFence, file: file, line: range.first,
                        """
                        code fence opened at line \(range.first) is never closed: as in CommonMark, it runs to the end of the file and \
                        everything after it was read as code; add a closing fence
                        """
                    ))
            }
            return CodeBlock(language: language, text: text, firstLine: range.first + 1)
        }

        private mutating func closesFence(line: Int, character: UInt8, length: Int) -> Bool {
            guard let trimmed = sourceLine(line)?.drop(while: { $0 == 0x20 || $0 == UInt8(ascii: ">") }) else { return false }
            let run = trimmed.prefix { $0 == character }.count
            return run >= length && trimmed.dropFirst(run).allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }

        private mutating func table(_ node: OpaquePointer, range: SourceRange) -> TableBlock? {
            var header: TableRow?
            var rows: [TableRow] = []
            rows.reserveCapacity(max(0, childCount(node) - 1))
            var child = cmark_node_first_child(node)
            while let rowNode = child {
                var cells: [TableCell] = []
                cells.reserveCapacity(childCount(rowNode))
                var cellNode = cmark_node_first_child(rowNode)
                while let cell = cellNode {
                    let lines = withInlineText(cell, line: Int(cmark_node_get_start_line(rowNode)), TextNormalization.lines(utf8:))
                    cells.append(TableCell(normalizedLines: lines))
                    cellNode = cmark_node_next(cell)
                }
                let row = TableRow(cells: cells, range: SourceRange(line: Int(cmark_node_get_start_line(rowNode))))
                if header == nil { header = row } else { rows.append(row) }
                child = cmark_node_next(rowNode)
            }
            guard let header else { return nil }
            for row in rows { checkCellCount(row: row.range.first, expected: header.cells.count) }
            return TableBlock(header: header, rows: rows)
        }

        /// cmark-gfm silently pads short rows and drops extra cells, so the row's own source line is counted.
        private mutating func checkCellCount(row line: Int, expected: Int) {
            guard let row = sourceLine(line) else { return }
            let found = MarkdownFrontEnd.cellCount(ofRowLine: row)
            guard found != expected else { return }
            let effect = found < expected ? "the missing cells were read as empty" : "the extra cells were dropped"
            diagnostics.append(
                Diagnostic(
                    .warning, rule: MarkdownFrontEnd.tableCellCount, file: file, line: line,
                    "table row has \(found) cells but the header has \(expected): \(effect)"))
        }

        private func typeName(_ node: OpaquePointer) -> String {
            cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
        }

        /// Hands `body` the plain text of an inline container on `line` as UTF-8: markup dropped, `<br>` and line breaks
        /// as newlines, images skipped; spans nested deeper than the limit are not read.
        private mutating func withInlineText<T>(_ node: OpaquePointer, line: Int, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
            if let only = cmark_node_first_child(node), cmark_node_next(only) == nil,
                cmark_node_get_type(only) == CMARK_NODE_TEXT || cmark_node_get_type(only) == CMARK_NODE_CODE,
                let literal = cmark_node_get_literal(only)
            {
                return body(literalBytes(literal))  // most containers hold one text: read it where cmark keeps it
            }
            var bytes = inlineBytes
            inlineBytes = []
            bytes.removeAll(keepingCapacity: true)
            appendInlineText(node, line: line, depth: 0, to: &bytes)
            let result = bytes.withUnsafeBufferPointer(body)
            inlineBytes = bytes
            return result
        }

        /// The bytes of a string cmark-gfm holds, without its terminating NUL.
        private func literalBytes(_ literal: UnsafePointer<CChar>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
        }

        /// Appends the inline text under `node` as UTF-8, copying each literal straight from cmark's buffer.
        private mutating func appendInlineText(_ node: OpaquePointer, line: Int, depth: Int, to bytes: inout [UInt8]) {
            guard depth <= MarkdownFrontEnd.maximumNesting else {
                reportTooDeep("inline spans (emphasis, links) are", line: line)
                return
            }
            var child = cmark_node_first_child(node)
            while let inline = child {
                switch cmark_node_get_type(inline) {
                case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                    if let literal = cmark_node_get_literal(inline) { bytes.append(contentsOf: literalBytes(literal)) }
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    bytes.append(0x0A)
                case CMARK_NODE_HTML_INLINE:
                    if let raw = cmark_node_get_literal(inline), MarkdownFrontEnd.isLineBreakTag(literalBytes(raw)) { bytes.append(0x0A) }
                case CMARK_NODE_IMAGE:
                    break
                default:
                    appendInlineText(inline, line: line, depth: depth + 1, to: &bytes)
                }
                child = cmark_node_next(inline)
            }
        }
    }
}
