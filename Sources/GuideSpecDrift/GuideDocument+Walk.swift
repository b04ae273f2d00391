import GuideSpecDocumentModel

extension GuideDocument {
    /// Calls `body` with every block in document order, descending into list items and quotations: the order of
    /// `allBlocks`, without building the array (rules walk every page's blocks).
    func forEachBlock(_ body: (Block) -> Void) {
        func visit(_ block: Block) {
            body(block)
            switch block.kind {
            case .list(let list):
                for item in list.items { item.blocks.forEach(visit) }
            case .quote(let inner):
                inner.forEach(visit)
            case .heading, .paragraph, .table, .code:
                break
            }
        }
        blocks.forEach(visit)
    }
}
