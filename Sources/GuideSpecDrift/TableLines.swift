import GuideSpecDocumentModel

/// The line ranges of a page's tables, to tell which table a line stands in.
struct TableLines {
    /// The first and last line of each table, in document order.
    private var ranges: [SourceRange] = []

    /// The tables of `document`.
    init(_ document: GuideDocument) {
        BlockWalk(document.blocks).forEach { block in
            if case .table = block.kind { ranges.append(block.range) }
        }
        ranges.sort { $0.first < $1.first }
    }

    /// The first line of the table holding `line`, or `line` itself when none does.
    func first(holding line: Int) -> Int {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].first <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0, ranges[low - 1].last >= line else { return line }
        return ranges[low - 1].first
    }
}
