/// One line of a scraped page, measured once.
///
/// The scrape keeps indentation (it is the only trace of list nesting and of code bodies) and
/// trailing spaces (code lines keep them, as in the Markdown source), so both the raw line and
/// its trimmed text are kept.
struct ScrapedLine: Sendable {
    /// The 1-based line number.
    let number: Int
    /// The line as scraped, without its line ending.
    let raw: String
    /// The line without leading and trailing whitespace.
    let text: String
    /// The width of the leading whitespace; a tab counts as four columns.
    let indent: Int
    /// The number of whitespace-separated words.
    let wordCount: Int

    /// Measures one line.
    init(number: Int, raw: String) {
        self.number = number
        self.raw = raw
        var indent = 0
        var start = raw.startIndex
        while start < raw.endIndex, raw[start].isWhitespace {
            indent += raw[start] == "\t" ? 4 : 1
            start = raw.index(after: start)
        }
        var end = raw.endIndex
        while end > start, raw[raw.index(before: end)].isWhitespace { end = raw.index(before: end) }
        self.text = String(raw[start..<end])
        self.indent = indent
        var words = 0
        var inWord = false
        for character in text {
            if character.isWhitespace {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
            }
        }
        self.wordCount = words
    }

    /// Whether the line holds only whitespace: blank lines are the scrape's only block separator.
    var isBlank: Bool { text.isEmpty }

    /// Whether the line ends as a sentence or a lead-in does (`.`, `。`, `!`, `?`, `:`, `：`, `;`, `，` and full-width forms).
    var endsWithSentencePunctuation: Bool {
        guard let last = text.last else { return false }
        return Self.sentenceFinal.contains(last)
    }

    private static let sentenceFinal: Set<Character> = [".", "。", "!", "?", ":", "：", ";", "，", "！", "？", "；"]

    /// Splits text at LF bytes into lines; a CR before the LF is dropped with the rest of the trailing whitespace.
    static func split(_ text: String) -> [ScrapedLine] {
        guard !text.isEmpty else { return [] }
        var pieces = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { bytes in
            var piece = String(Substring(bytes))
            if piece.last == "\r" { piece.removeLast() }
            return piece
        }
        if pieces.count > 1, pieces.last == "" { pieces.removeLast() }
        return pieces.enumerated().map { ScrapedLine(number: $0.offset + 1, raw: $0.element) }
    }
}
