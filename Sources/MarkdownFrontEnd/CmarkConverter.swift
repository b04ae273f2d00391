import CCmarkGFM
import DocumentModel
import Glibc
import Synchronization

/// The one place GuideSpec talks to cmark-gfm: it parses Markdown, copies the tree into
/// `GuideDocument` values and frees every C object before returning.
enum CmarkConverter {
    /// The GFM extensions every parse attaches.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]

    /// Held while cmark-gfm parses: its inline pass adds the extensions' special characters to a table shared by every
    /// parser and removes them when done, so two parses at once could each miss the other's `~`, `|` or autolinks
    /// (github/cmark-gfm#176); extension registration is unguarded too. Walking the finished tree needs no lock.
    private static let parseLock = Mutex(())

    /// Parses the UTF-8 `bytes` and hands the root node to `body`; the tree is freed when `body` returns.
    private static func withParsedTree<T>(_ bytes: [UInt8], _ body: (OpaquePointer, OpaquePointer) -> T) -> T {
        var bytes = bytes
        let (parser, root) = parseLock.withLock { _ in
            cmark_gfm_core_extensions_ensure_registered()
            let parser = cmark_parser_new(CMARK_OPT_UNSAFE | CMARK_OPT_SOURCEPOS)!
            for name in extensionNames {
                if let syntaxExtension = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntaxExtension)
                }
            }
            bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    cmark_parser_feed(parser, chars.baseAddress, chars.count)
                }
            }
            return (parser, cmark_parser_finish(parser)!)
        }
        defer {
            cmark_node_free(root)
            cmark_parser_free(parser)
        }
        return body(root, parser)
    }

    /// Reads Markdown into blocks, reporting unterminated fences and table rows whose cell count differs from the header's.
    static func convert(_ text: String, file: String) -> (blocks: [Block], diagnostics: [Diagnostic]) {
        let bytes = Array(text.utf8)
        return withParsedTree(bytes) { root, _ in
            var walker = TreeWalker(source: bytes, file: file)
            let blocks = walker.blocks(under: root, depth: 0)
            return (blocks, walker.diagnostics)
        }
    }

    /// Renders Markdown to HTML the way cmark-gfm's own renderer does, with the same extensions.
    static func renderHTML(_ text: String) -> String {
        withParsedTree(Array(text.utf8)) { root, parser in
            guard let html = cmark_render_html(root, CMARK_OPT_UNSAFE, cmark_parser_get_syntax_extensions(parser)) else { return "" }
            defer { free(html) }
            return String(cString: html)
        }
    }

    /// Parses `text` and discards the tree: the baseline the benchmark compares extraction against.
    static func parseOnly(_ text: String) -> Int {
        withParsedTree(Array(text.utf8)) { root, _ in Int(cmark_node_get_end_line(root)) }
    }

    /// Copies cmark nodes into blocks while tracking section paths.
    private struct TreeWalker {
        /// The page's UTF-8 bytes, and the offset where each of its lines starts.
        let source: [UInt8]
        let lineStarts: [Int]
        let file: String
        var sections = SectionTracker()
        var diagnostics: [Diagnostic] = []
        /// Whether nesting deeper than `MarkdownFrontEnd.maximumNesting` was met (reported once).
        private var tooDeep = false

        init(source: [UInt8], file: String) {
            self.source = source
            var starts = [0]
            for (offset, byte) in source.enumerated() where byte == 0x0A { starts.append(offset + 1) }
            lineStarts = starts
            self.file = file
        }

        /// The bytes of 1-based line `line` without its newline, or nil past the end.
        private func sourceLine(_ line: Int) -> ArraySlice<UInt8>? {
            guard lineStarts.indices.contains(line - 1) else { return nil }
            let end = line < lineStarts.count ? lineStarts[line] - 1 : source.count
            return source[lineStarts[line - 1]..<end]
        }

        /// The blocks under `parent`, which sits inside `depth` quotations and lists; deeper than the limit, none
        /// (the walk recurses once per level, so the bound keeps the stack small).
        mutating func blocks(under parent: OpaquePointer, depth: Int) -> [Block] {
            guard depth <= MarkdownFrontEnd.maximumNesting else {
                reportTooDeep("quotations and lists are", line: Int(cmark_node_get_start_line(parent)))
                return []
            }
            var result: [Block] = []
            var child = cmark_node_first_child(parent)
            while let node = child {
                if let block = block(for: node, depth: depth) { result.append(block) }
                child = cmark_node_next(node)
            }
            return result
        }

        /// Records, once, that nesting went deeper than the limit.
        private mutating func reportTooDeep(_ what: String, line: Int) {
            guard !tooDeep else { return }
            tooDeep = true
            diagnostics.append(Diagnostic(.error, rule: MarkdownFrontEnd.nestingTooDeep, file: file, line: line, MarkdownFrontEnd.nestingTooDeepMessage(what)))
        }

        private mutating func block(for node: OpaquePointer, depth: Int) -> Block? {
            let range = SourceRange(Int(cmark_node_get_start_line(node)), Int(cmark_node_get_end_line(node)))
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                let heading = Heading(level: Int(cmark_node_get_heading_level(node)), text: TextNormalization.collapseSpaces(inlineText(node, line: range.first)))
                return Block(.heading(heading), range: range, sectionPath: sections.enter(heading))
            case CMARK_NODE_PARAGRAPH:
                let lines = TextNormalization.lines(inlineText(node, line: range.first))
                return lines.isEmpty ? nil : Block(.paragraph(Paragraph(lines: lines)), range: range, sectionPath: sections.path)
            case CMARK_NODE_LIST:
                var items: [ListItem] = []
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
                reportSwallowedText(node, range: range)
                return nil
            case CMARK_NODE_THEMATIC_BREAK:
                return nil  // no content the extractors read
            default:
                // The table extension's node type is assigned when the extension registers, so it is known by name.
                guard typeName(node) == "table" else { return nil }
                return table(node, range: range).map { Block(.table($0), range: range, sectionPath: sections.path) }
            }
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
            diagnostics.append(Diagnostic(
                .warning, rule: MarkdownFrontEnd.swallowedText, file: file, line: range.first,
                "text \"\(first)\" is inside a raw HTML block (lines \(range.first)–\(range.last)) and is not read as Markdown: put a blank line after the HTML tag"))
        }

        private mutating func codeBlock(_ node: OpaquePointer, range: SourceRange) -> CodeBlock {
            var literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            if literal.hasSuffix("\n") { literal.removeLast() }
            let lines = literal.isEmpty ? [] : MarkdownFrontEnd.codeLines(literal)
            var fenceLength: Int32 = 0
            var fenceOffset: Int32 = 0
            var fenceCharacter: CChar = 0
            let fenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
            guard fenced else { return CodeBlock(language: nil, lines: lines, firstLine: range.first) }
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            let language = info.split(separator: " ").first.map(String.init)
            if !closesFence(line: range.last, character: UInt8(bitPattern: fenceCharacter), length: Int(fenceLength)) || range.first == range.last {
                diagnostics.append(Diagnostic(
                    .warning, rule: MarkdownFrontEnd.unterminatedFence, file: file, line: range.first,
                    "code fence opened at line \(range.first) is never closed: as in CommonMark, it runs to the end of the file and everything after it was read as code; add a closing fence"))
            }
            return CodeBlock(language: language, lines: lines, firstLine: range.first + 1)
        }

        private func closesFence(line: Int, character: UInt8, length: Int) -> Bool {
            guard let trimmed = sourceLine(line)?.drop(while: { $0 == 0x20 || $0 == UInt8(ascii: ">") }) else { return false }
            let run = trimmed.prefix { $0 == character }.count
            return run >= length && trimmed.dropFirst(run).allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }

        private mutating func table(_ node: OpaquePointer, range: SourceRange) -> TableBlock? {
            var rows: [TableRow] = []
            var child = cmark_node_first_child(node)
            while let rowNode = child {
                var cells: [TableCell] = []
                var cellNode = cmark_node_first_child(rowNode)
                while let cell = cellNode {
                    let text = inlineText(cell, line: Int(cmark_node_get_start_line(rowNode)))
                    cells.append(TableCell(lines: TextNormalization.lines(text)))
                    cellNode = cmark_node_next(cell)
                }
                let line = Int(cmark_node_get_start_line(rowNode))
                rows.append(TableRow(cells: cells, range: SourceRange(line: line)))
                child = cmark_node_next(rowNode)
            }
            guard let header = rows.first else { return nil }
            for row in rows.dropFirst() { checkCellCount(row: row.range.first, expected: header.cells.count) }
            return TableBlock(header: header, rows: Array(rows.dropFirst()))
        }

        /// cmark-gfm silently pads short rows and drops extra cells, so the row's own source line is counted.
        private mutating func checkCellCount(row line: Int, expected: Int) {
            guard let row = sourceLine(line) else { return }
            let found = MarkdownFrontEnd.cellCount(ofRowLine: row)
            guard found != expected else { return }
            let effect = found < expected ? "the missing cells were read as empty" : "the extra cells were dropped"
            diagnostics.append(Diagnostic(
                .warning, rule: MarkdownFrontEnd.tableCellCount, file: file, line: line,
                "table row has \(found) cells but the header has \(expected): \(effect)"))
        }

        private func typeName(_ node: OpaquePointer) -> String {
            cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
        }

        /// The plain text of an inline container on `line`: markup dropped, `<br>` and line breaks as newlines, images
        /// skipped; spans nested deeper than the limit are not read.
        private mutating func inlineText(_ node: OpaquePointer, line: Int) -> String {
            var bytes: [UInt8] = []
            appendInlineText(node, line: line, depth: 0, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
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
                    if let literal = cmark_node_get_literal(inline) {
                        bytes.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
                    }
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    bytes.append(0x0A)
                case CMARK_NODE_HTML_INLINE:
                    let raw = cmark_node_get_literal(inline).map { String(cString: $0) } ?? ""
                    if MarkdownFrontEnd.isLineBreakTag(raw) { bytes.append(0x0A) }
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
