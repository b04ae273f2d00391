import GuideSpecDocumentModel

/// Reads code that kept its fences: a line of three or more backticks or tildes (after any indentation, as under a
/// list item) opens a block that runs to a line of at least as many of the same character, or to the end of the page.
///
/// Articles saved as text often keep their Markdown fences, indented under the list item they belong to. The code's
/// lines lose as much indentation as the opening fence has, as CommonMark does, so that code under a list item reads
/// as the same code at the top level.
struct CodeFence: Sendable {
    /// `` ` `` or `~`.
    let character: Character
    /// How many of them the fence has.
    let length: Int
    /// The info string's first word, such as `swift`.
    let language: String?

    /// The fence a trimmed line opens, or nil when it is not a fence (a backtick fence's info string holds no backtick).
    init?(opening text: String) {
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let run = text.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        let info = text.dropFirst(run.count)
        if first == "`", info.contains("`") { return nil }
        character = first
        length = run.count
        language = info.split(separator: " ").first.map(String.init)
    }

    /// Whether a trimmed line closes this fence.
    func isClosed(by text: String) -> Bool {
        text.count >= length && text.allSatisfy { $0 == character }
    }

    /// Reads the block whose opening fence is `facts[start]` and returns it with the index after its closing fence.
    static func read(_ facts: [LineFacts], at start: Int, fence: CodeFence) -> (block: Block, next: Int) {
        let indent = facts[start].line.indent
        var end = start + 1
        while end < facts.count, !fence.isClosed(by: facts[end].line.text) { end += 1 }
        let lines = facts[(start + 1)..<end].map { dedented($0.line.raw, by: indent) }
        let last = facts[min(end, facts.count - 1)].line.number
        let first = facts[start].line.number
        let code = CodeBlock(language: fence.language, lines: lines, firstLine: first + 1)
        return (Block(.code(code), range: SourceRange(first, last)), min(end + 1, facts.count))
    }

    /// `raw` without up to `columns` columns of leading whitespace (a tab counts as four, as `ScrapedLine` counts).
    private static func dedented(_ raw: String, by columns: Int) -> String {
        var removed = 0
        var index = raw.startIndex
        while index < raw.endIndex, removed < columns, raw[index] == " " || raw[index] == "\t" {
            removed += raw[index] == "\t" ? 4 : 1
            index = raw.index(after: index)
        }
        return String(raw[index...])
    }
}
