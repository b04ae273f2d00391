import Glibc

/// Memory one thread's parses take piece by piece and give back all at once. cmark-gfm allocates and later frees each
/// node, buffer and copied literal of a page separately, tens of thousands of times a page; from an arena each request
/// moves a pointer in a block, a free gives back only the latest allocation, and the end of the parse returns the page's
/// memory in one step. The blocks are kept for the thread's next parse, so that their pages are not faulted in again.
///
/// The allocator calls this for every request, so the arena is a plain value in memory of its own, reached through a
/// thread key: no reference counting and no exclusivity checks on the way. Its blocks are chained through their first
/// bytes, so it holds no Swift collection either.
struct ParseArena {
    /// The size of the blocks small requests are carved from.
    static let blockSize = 256 * 1024
    /// Requests above this size get a block of their own, freed when the parse ends.
    static let largestCarved = blockSize / 4
    /// The most ordinary blocks a thread keeps between parses; any beyond are freed when a parse ends.
    static let keptBlocks = 16
    /// The largest page parsed in an arena (the guide's largest is 171 KB). Memory freed during a parse is not reused
    /// before its end, and cmark-gfm frees much of what it takes: a page of tables takes about 100 bytes of arena for
    /// each byte of input. Above this size the arena would raise the peak by more than its speed is worth, so the
    /// system allocator parses those pages.
    static let largestPage = 256 * 1024

    /// Each allocation is preceded by a header holding its size (so that a reallocation knows how much to copy). The
    /// header, like a block's link to the next block, takes 16 bytes, keeping allocations 16-byte aligned as `malloc`'s.
    private static let headerSize = 16

    /// The first ordinary block, the one being carved, and how many bytes of it are taken.
    private var firstBlock: UnsafeMutableRawPointer?
    private var currentBlock: UnsafeMutableRawPointer?
    private var used = blockSize
    /// The chain of blocks of single large requests.
    private var largeBlocks: UnsafeMutableRawPointer?
    /// The most recent carved allocation, which can grow or be given back in place.
    private var last: UnsafeMutableRawPointer?
    /// How many parses on this thread are using the arena: it is reset only when the outermost one ends.
    private var depth = 0

    /// The calling thread's arena, made on first use and freed with its blocks when the thread ends.
    static var current: UnsafeMutablePointer<ParseArena> {
        if let existing = pthread_getspecific(threadKey.value) { return existing.assumingMemoryBound(to: ParseArena.self) }
        let arena = UnsafeMutablePointer<ParseArena>.allocate(capacity: 1)
        arena.initialize(to: ParseArena())
        pthread_setspecific(threadKey.value, arena)
        return arena
    }

    private static let threadKey: ThreadKey = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let arena = pointer?.assumingMemoryBound(to: ParseArena.self) else { return }
            arena.pointee.freeBlocks(keeping: 0)
            arena.deinitialize(count: 1)
            arena.deallocate()
        }
        return ThreadKey(value: key)
    }()

    private struct ThreadKey: Sendable {
        let value: pthread_key_t
    }

    /// Runs `body` as one user of the calling thread's arena; when the outermost user returns, the memory it took is
    /// given back.
    static func withScope<T>(_ body: () throws -> T) rethrows -> T {
        let arena = current
        arena.pointee.depth += 1
        defer {
            arena.pointee.depth -= 1
            if arena.pointee.depth == 0 { arena.pointee.reset() }
        }
        return try body()
    }

    /// `size` bytes set to zero, or nil when the system has no memory for them.
    mutating func allocateZeroed(_ size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer = allocate(size) else { return nil }
        memset(pointer, 0, size)
        return pointer
    }

    /// Moves the allocation at `pointer` (nil for a new one) to `size` bytes, keeping its contents up to the smaller
    /// size: in place when it is the latest carved allocation and its block has room.
    mutating func reallocate(_ pointer: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer? {
        guard let pointer else { return allocate(size) }
        let oldSize = Self.size(of: pointer)
        if pointer == last, let needed = Self.carvedLength(size), let oldLength = Self.carvedLength(oldSize),
            used - oldLength + needed <= Self.blockSize
        {
            used += needed - oldLength
            Self.setSize(size, of: pointer)
            return pointer
        }
        guard let moved = allocate(size) else { return nil }
        memcpy(moved, pointer, min(oldSize, size))
        return moved
    }

    /// Gives back the latest carved allocation at once; any other waits for the end of the parse.
    mutating func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer, pointer == last, let length = Self.carvedLength(Self.size(of: pointer)) else { return }
        used -= length
        last = nil
    }

    /// Returns every allocation: large blocks are freed, ordinary ones kept for the next parse up to `keptBlocks`.
    private mutating func reset() {
        freeBlocks(keeping: Self.keptBlocks)
        currentBlock = firstBlock
        used = firstBlock == nil ? Self.blockSize : Self.headerSize
        last = nil
    }

    /// Frees every large block and the ordinary blocks after the first `kept`.
    private mutating func freeBlocks(keeping kept: Int) {
        while let block = largeBlocks {
            largeBlocks = Self.next(of: block)
            free(block)
        }
        var link: UnsafeMutableRawPointer? = nil
        var block = firstBlock
        var count = 0
        while let current = block {
            block = Self.next(of: current)
            if count < kept {
                link = current
            } else {
                free(current)
                if let link { Self.setNext(nil, of: link) } else { firstBlock = nil }
            }
            count += 1
        }
    }

    private mutating func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guard size >= 0 else { return nil }
        guard let length = Self.carvedLength(size) else {
            // A large block: its link to the next, then the header, then the request.
            guard size <= Int.max - 2 * Self.headerSize, let block = malloc(2 * Self.headerSize + size) else { return nil }
            Self.setNext(largeBlocks, of: block)
            largeBlocks = block
            let pointer = block + 2 * Self.headerSize
            Self.setSize(size, of: pointer)
            return pointer
        }
        if used + length > Self.blockSize {
            guard let block = nextOrdinaryBlock() else { return nil }
            currentBlock = block
            used = Self.headerSize
        }
        let pointer = currentBlock! + used + Self.headerSize
        used += length
        Self.setSize(size, of: pointer)
        last = pointer
        return pointer
    }

    /// The block after the current one, kept from an earlier parse or newly allocated and chained.
    private mutating func nextOrdinaryBlock() -> UnsafeMutableRawPointer? {
        if let current = currentBlock, let kept = Self.next(of: current) { return kept }
        guard let block = malloc(Self.blockSize) else { return nil }
        Self.setNext(nil, of: block)
        if let current = currentBlock { Self.setNext(block, of: current) } else { firstBlock = block }
        return block
    }

    /// The bytes a carved request of `size` takes with its header, rounded up to 16; nil for a request too large to carve.
    private static func carvedLength(_ size: Int) -> Int? {
        size <= largestCarved ? headerSize + ((size + 15) & ~15) : nil
    }

    private static func size(of pointer: UnsafeMutableRawPointer) -> Int {
        (pointer - headerSize).load(as: Int.self)
    }

    private static func setSize(_ size: Int, of pointer: UnsafeMutableRawPointer) {
        (pointer - headerSize).storeBytes(of: size, as: Int.self)
    }

    private static func next(of block: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        block.load(as: UnsafeMutableRawPointer?.self)
    }

    private static func setNext(_ next: UnsafeMutableRawPointer?, of block: UnsafeMutableRawPointer) {
        block.storeBytes(of: next, as: UnsafeMutableRawPointer?.self)
    }
}
