/// Every block of a list of blocks in document order, descending into list items and quotations, handed to a closure
/// with a stack of the lists still open: no recursion (any nesting depth is safe) and no array of every block.
/// Extractors and drift rules walk every page this way.
public struct BlockWalk {
    /// A list of blocks (or, with `items`, of list items whose blocks come next) and the position of the next one.
    private struct Frame {
        var blocks: [Block] = []
        var items: [ListItem] = []
        var index = 0
    }

    private let blocks: [Block]

    /// A walk over `blocks` and everything nested in them.
    public init(_ blocks: [Block]) {
        self.blocks = blocks
    }

    /// Calls `body` with each block in document order: a block before the blocks nested in it.
    public func forEach(_ body: (Block) -> Void) {
        walk { blocks, index in body(blocks[index]) }
    }

    /// Calls `body` with each code block in document order and the block that holds it. Other blocks are passed over where
    /// they are stored, not copied out of their lists as `forEach` hands them over.
    public func forEachCode(_ body: (CodeBlock, Block) -> Void) {
        walk { blocks, index in
            if case .code(let code) = blocks[index].kind { body(code, blocks[index]) }
        }
    }

    /// Calls `visit` with the list and position of each block in document order.
    private func walk(_ visit: ([Block], Int) -> Void) {
        var open: [Frame] = []
        var frame = Frame(blocks: blocks)
        while true {
            let index = frame.index
            if index < frame.items.count {
                let nested = Frame(blocks: frame.items[index].blocks)
                frame.index += 1
                open.append(frame)
                frame = nested
            } else if frame.items.isEmpty, index < frame.blocks.count {
                frame.index += 1
                visit(frame.blocks, index)
                switch frame.blocks[index].kind {
                case .list(let list):
                    open.append(frame)
                    frame = Frame(items: list.items)
                case .quote(let inner):
                    open.append(frame)
                    frame = Frame(blocks: inner)
                default:
                    break
                }
            } else if let resumed = open.popLast() {
                frame = resumed
            } else {
                return
            }
        }
    }
}
