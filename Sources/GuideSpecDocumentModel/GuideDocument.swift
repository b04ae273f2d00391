/// A guide page as every front end delivers it: blocks with lines and section paths, plus what went wrong reading it.
public struct GuideDocument: Hashable, Sendable {
    /// The file the page was read from, as the user named it.
    public var file: String
    /// The format the page was read as.
    public var format: SourceFormat
    /// The top-level blocks in source order.
    public var blocks: [Block]
    /// Problems met while reading the file.
    public var diagnostics: [Diagnostic]

    /// Creates a document.
    public init(file: String, format: SourceFormat, blocks: [Block], diagnostics: [Diagnostic] = []) {
        self.file = file
        self.format = format
        self.blocks = blocks
        self.diagnostics = diagnostics
    }

    /// Every block in document order, descending into list items and quotations.
    public var allBlocks: [Block] {
        var all: [Block] = []
        BlockWalk(blocks).forEach { all.append($0) }
        return all
    }
}
