public import GuideSpecDocumentModel

/// Reads GitHub-flavoured Markdown into a `GuideDocument` through cmark-gfm.
public enum MarkdownFrontEnd {
    /// Parses `text`, read from `file`, into a document; a table wider than GuideSpec reads is refused unparsed.
    public static func read(_ text: String, file: String) -> GuideDocument {
        if let tooWide = TableWidthGuard.check(text, file: file) {
            return GuideDocument(file: file, format: .markdown, blocks: [], diagnostics: [tooWide])
        }
        let (blocks, diagnostics) = CmarkConverter.convert(text, file: file)
        return GuideDocument(file: file, format: .markdown, blocks: blocks, diagnostics: diagnostics)
    }

    /// Renders Markdown to HTML with cmark-gfm (tables and raw HTML kept), as a published page would carry it.
    public static func renderHTML(_ text: String) -> String {
        CmarkConverter.renderHTML(text)
    }

    /// Parses Markdown with cmark-gfm and builds nothing: the benchmark's baseline. Returns the line count.
    public static func parseOnly(_ text: String, memory: ParseMemory = .system) -> Int {
        CmarkConverter.parseOnly(text, memory: memory)
    }

    /// Where cmark-gfm's memory comes from during a parse.
    public enum ParseMemory: Sendable {
        /// The C library's allocator, each node and buffer allocated and freed on its own: cmark-gfm as it ships.
        case system
        /// The calling thread's arena, returned in one step when the parse is done: what `read(_:file:)` uses for a page
        /// of up to 256 KiB.
        case arena
    }

    /// Whether a raw inline HTML tag, as UTF-8, is a line break (`<br>`, `<br/>`, `<br />`, in any case). Spaces and
    /// slashes are ignored; a byte outside ASCII never lowercases to part of `<br>` here, so it means no.
    static func isLineBreakTag(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        let tag: StaticString = "<br>"
        var matched = 0
        for byte in raw where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "/") {
            let lowercased = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
            guard matched < tag.utf8CodeUnitCount, lowercased == tag.utf8Start[matched] else { return false }
            matched += 1
        }
        return matched == tag.utf8CodeUnitCount
    }

    /// Whether `line` holds only tags of void elements (`<br>`, `<br/>`, `<hr>`, `<img …>`, `<wbr>`, in any case) and white
    /// space, at least one: tags that hold nothing, so the lines under them cannot be inside them. A quoted attribute
    /// value may hold `>`.
    static func holdsOnlyVoidTags(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let names: [[UInt8]] = [Array("br".utf8), Array("hr".utf8), Array("img".utf8), Array("wbr".utf8)]
        var index = 0
        var tags = 0
        while index < line.count {
            let byte = line[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "<") else { return false }
            var end = index + 1
            while end < line.count, (line[end] | 0x20) >= UInt8(ascii: "a"), (line[end] | 0x20) <= UInt8(ascii: "z") { end += 1 }
            let name = line[(index + 1)..<end].map { $0 | 0x20 }
            guard names.contains(name), end < line.count else { return false }
            guard [0x20, 0x09, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(line[end]) else { return false }
            var quote: UInt8?
            while end < line.count {
                let next = line[end]
                if let open = quote {
                    if next == open { quote = nil }
                } else if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                    quote = next
                } else if next == UInt8(ascii: ">") {
                    break
                }
                end += 1
            }
            guard end < line.count else { return false }
            index = end + 1
            tags += 1
        }
        return tags > 0
    }

    /// The table tags in raw HTML bytes: how many open a table (`<table` in any case, then `>` or white space) and how many
    /// close one (`</table`).
    static func tableTags(_ bytes: UnsafeBufferPointer<UInt8>) -> (opened: Int, closed: Int) {
        let name = Array("table".utf8)
        var opened = 0
        var closed = 0
        var searchStart = 0
        while let found = bytes.firstOffset(of: UInt8(ascii: "<"), in: searchStart..<bytes.count) {
            searchStart = found + 1
            let closing = found + 1 < bytes.count && bytes[found + 1] == UInt8(ascii: "/")
            let start = found + (closing ? 2 : 1)
            guard start + name.count < bytes.count, name.indices.allSatisfy({ bytes[start + $0] | 0x20 == name[$0] }) else { continue }
            let after = bytes[start + name.count]
            guard after == UInt8(ascii: ">") || after == 0x20 || after == 0x09 || after == 0x0A || after == 0x0D else { continue }
            if closing { closed += 1 } else { opened += 1 }
        }
        return (opened, closed)
    }

    /// The number of cells in one GFM table row line, splitting at pipes not escaped by a backslash. Reads the UTF-8
    /// bytes, as cmark-gfm does when it splits the row; pipes are found with `memchr`, and a pipe is escaped when an odd
    /// run of backslashes stands right before it.
    static func cellCount(ofRowLine line: UnsafeBufferPointer<UInt8>) -> Int {
        let pipe = UInt8(ascii: "|")
        let backslash = UInt8(ascii: "\\")
        var start = 0
        var end = line.count
        while start < end, line[start] == 0x20 || line[start] == 0x09 || line[start] == UInt8(ascii: ">") { start += 1 }
        while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
        if start < end, line[start] == pipe { start += 1 }
        if end > start, line[end - 1] == pipe, !(end - start >= 2 && line[end - 2] == backslash) { end -= 1 }
        var count = 1
        var searchStart = start
        while let found = line.firstOffset(of: pipe, in: searchStart..<end) {
            var backslashes = 0
            while found - backslashes > start && line[found - backslashes - 1] == backslash { backslashes += 1 }
            if backslashes % 2 == 0 { count += 1 }
            searchStart = found + 1
        }
        return count
    }

    /// The first space-separated word of a fence's info string (its language), or nil when it has none. An ASCII string
    /// is read byte by byte (splitting it into an array of words cost 2,000 instructions a block); any other is split by
    /// characters, where a space followed by a combining mark is no separator.
    static func firstWord(_ info: UnsafeBufferPointer<UInt8>) -> String? {
        guard info.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: info, as: UTF8.self).split(separator: " ").first.map(String.init)
        }
        let start = info.firstIndex { $0 != 0x20 } ?? info.count
        let end = info[start...].firstIndex { $0 == 0x20 } ?? info.count
        return start < end ? String(decoding: UnsafeBufferPointer(rebasing: info[start..<end]), as: UTF8.self) : nil
    }

    /// A code block's literal, as cmark-gfm gives it in UTF-8, without its final LF: the text `CodeBlock` splits into
    /// lines. As when the literal was read as characters, a final CR LF is kept (`\r\n` is one character).
    static func codeText(_ literal: UnsafeBufferPointer<UInt8>) -> String {
        var end = literal.count
        if end > 0 && literal[end - 1] == 0x0A && !(end > 1 && literal[end - 2] == 0x0D) { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: literal[..<end]), as: UTF8.self)
    }

    /// The deepest nesting of quotations and lists, and of inline spans (emphasis, links), that is read.
    static let maximumNesting = 100

    static let unterminatedFence = "markdown.unterminated-fence"
    static let tableTooWide = "markdown.table-too-wide"
    static let nestingTooDeep = "markdown.nesting-too-deep"
    static func nestingTooDeepMessage(_ what: String) -> String {
        """
        \(what) nested more than \(maximumNesting) levels deep: GuideSpec reads at most \(maximumNesting) levels (guides use a few); \
        nothing deeper was read
        """
    }
    static let tableCellCount = "markdown.table-cell-count"
    static let swallowedText = "markdown.raw-html-swallows-text"
}
