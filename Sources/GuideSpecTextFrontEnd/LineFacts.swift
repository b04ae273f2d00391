/// What one scraped line looks like on its own, decided once so every heuristic asks the same question.
///
/// The order of the checks matters: a coded table row wins over everything (its description
/// may end with `;`), code wins over list markers (`- (void)viewDidLoad {` is a method, not a
/// bullet), and a line with a list marker is never code only because it ends with `;` or `{`.
struct LineFacts: Sendable {
    /// The line itself.
    let line: ScrapedLine
    /// The row of a flattened error-code table the line holds, if it is one.
    let codedRow: CodedRow?
    /// Whether the line looks like Objective-C or C code.
    let isCode: Bool
    /// The list marker the line starts with, when it is a list item and not code.
    let listMarker: ListMarker?
    /// The code fence the line opens, when it is one; such a line is nothing else.
    let fence: CodeFence?

    /// Classifies `line`.
    init(_ line: ScrapedLine) {
        self.line = line
        let text = line.text
        fence = CodeFence(opening: text)
        guard fence == nil else {
            (codedRow, isCode, listMarker) = (nil, false, nil)
            return
        }
        let marker = text.isEmpty ? nil : ListMarker(text)
        let startsLikeCode = UnfencedCode.startsLikeCode(text)
        codedRow = startsLikeCode || marker != nil ? nil : CodedRow(text)
        isCode = codedRow == nil && (startsLikeCode || (marker == nil && UnfencedCode.endsLikeCode(text)))
        listMarker = isCode ? nil : marker
    }

    /// Whether the line is blank.
    var isBlank: Bool { line.isBlank }

    /// Whether the line is prose or table text: not blank, not code, not a list item, not a fence (a lone coded row counts).
    var isText: Bool { !line.isBlank && !isCode && listMarker == nil && fence == nil }

    /// Whether the line is ordinary text: not blank, not code, not a list item, not a coded row.
    var isPlain: Bool { isText && codedRow == nil }

    /// Classifies every line of a page.
    static func classify(_ lines: [ScrapedLine]) -> [LineFacts] { lines.map(LineFacts.init) }
}
