/// Every block of a list of blocks in document order, descending into list items and quotations, read with a stack of
/// the lists still open: no recursion and no array of every block (extractors and drift rules walk every page this way).
public struct BlockWalk: Sequence, IteratorProtocol {
    /// A list of blocks (or, with `items`, of list items whose blocks come next) and the position of the next one.
    private struct Frame {
        var blocks: [Block] = []
        var items: [ListItem] = []
        var index = 0
    }

    private var stack: [Frame]

    /// A walk over `blocks` and everything nested in them.
    public init(_ blocks: [Block]) {
        stack = [Frame(blocks: blocks)]
    }

    /// The next block in document order, or nil after the last.
    public mutating func next() -> Block? {
        while let top = stack.indices.last {
            let index = stack[top].index
            if index < stack[top].items.count {
                stack[top].index += 1
                stack.append(Frame(blocks: stack[top].items[index].blocks))
            } else if stack[top].items.isEmpty, index < stack[top].blocks.count {
                stack[top].index += 1
                let block = stack[top].blocks[index]
                switch block.kind {
                case .list(let list): stack.append(Frame(items: list.items))
                case .quote(let inner): stack.append(Frame(blocks: inner))
                default: break
                }
                return block
            } else {
                stack.removeLast()
            }
        }
        return nil
    }
}
