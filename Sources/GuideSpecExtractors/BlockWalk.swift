import GuideSpecDocumentModel

/// Every block of a document in document order, descending into list items and quotations: the order of
/// `GuideDocument.allBlocks`, read with a stack of the lists still open instead of building that array (which cost the
/// extractors a copy of every block and its growth) and without recursion.
struct BlockWalk: Sequence, IteratorProtocol {
    /// A list of blocks, or of list items, and the position of the next one to visit.
    private enum Frame {
        case blocks([Block], Int)
        case items([ListItem], Int)
    }

    private var stack: [Frame]

    /// A walk over `blocks` and everything nested in them.
    init(_ blocks: [Block]) {
        stack = [.blocks(blocks, 0)]
    }

    /// The next block in document order, or nil after the last.
    mutating func next() -> Block? {
        while let frame = stack.popLast() {
            switch frame {
            case .blocks(let blocks, let index):
                guard index < blocks.count else { continue }
                stack.append(.blocks(blocks, index + 1))
                let block = blocks[index]
                switch block.kind {
                case .list(let list): stack.append(.items(list.items, 0))
                case .quote(let inner): stack.append(.blocks(inner, 0))
                default: break
                }
                return block
            case .items(let items, let index):
                guard index < items.count else { continue }
                stack.append(.items(items, index + 1))
                stack.append(.blocks(items[index].blocks, 0))
            }
        }
        return nil
    }
}
