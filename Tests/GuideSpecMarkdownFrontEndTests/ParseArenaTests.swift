import GuideSpecCParseArena
import GuideSpecDocumentModel
@testable import GuideSpecMarkdownFrontEnd
import Testing

/// The arena cmark-gfm allocates from during the front end's parses, exercised the way cmark-gfm uses an allocator.
@Suite struct ParseArenaTests {
    static let blockSize = Int(GUIDESPEC_ARENA_BLOCK_SIZE)
    static let largestCarved = Int(GUIDESPEC_ARENA_LARGEST_CARVED)

    /// Runs `body` as one use of the calling thread's arena.
    private static func withScope<T>(_ body: () throws -> T) rethrows -> T {
        guidespec_arena_begin()
        defer { guidespec_arena_end() }
        return try body()
    }

    /// The arena's calls, made on the calling thread's arena (a function, so that `#require` can wrap it).
    private static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guidespec_arena_allocate_zeroed(size)
    }

    /// The two ways zeroed memory is asked for: the arena's own call, and cmark-gfm's calloc, which carves without a call.
    enum ZeroedEntry: CaseIterable, CustomTestStringConvertible {
        case arena, cmarkCalloc

        func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
            switch self {
            case .arena: guidespec_arena_allocate_zeroed(size)
            case .cmarkCalloc: guidespec_arena_cmark_calloc(1, size)
            }
        }

        var testDescription: String { self == .arena ? "guidespec_arena_allocate_zeroed" : "guidespec_arena_cmark_calloc" }
    }

    private static func reallocate(_ pointer: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer? {
        guidespec_arena_reallocate(pointer, size)
    }

    private static func fill(_ pointer: UnsafeMutableRawPointer, _ count: Int, with byte: UInt8) {
        pointer.initializeMemory(as: UInt8.self, repeating: byte, count: count)
    }

    private static func bytes(_ pointer: UnsafeMutableRawPointer, _ count: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: pointer.assumingMemoryBound(to: UInt8.self), count: count))
    }

    @Test(arguments: ZeroedEntry.allCases)
    func zeroedMemoryIsZeroEvenWhereAnEarlierParseWrote(entry: ZeroedEntry) throws {
        let first = try #require(
            Self.withScope { () -> UnsafeMutableRawPointer? in
                let pointer = entry.allocate(200)
                if let pointer { Self.fill(pointer, 200, with: 0xFF) }
                return pointer
            })
        Self.withScope {
            let again = entry.allocate(200)
            #expect(again == first)  // the block is kept for the next parse
            #expect(again.map { Self.bytes($0, 200) } == Array(repeating: 0, count: 200))
        }
    }

    @Test(arguments: ZeroedEntry.allCases)
    func allocationsAreAlignedZeroedAndDoNotOverlapAcrossBlocks(entry: ZeroedEntry) throws {
        try Self.withScope {
            var allocations: [(pointer: UnsafeMutableRawPointer, size: Int)] = []
            var total = 0
            var size = 1
            while total < 3 * Self.blockSize {  // several blocks' worth, with now and then a request too large to carve
                let request = allocations.count % 50 == 49 ? Self.largestCarved + 1 : size
                let pointer = try #require(entry.allocate(request))
                #expect(Self.bytes(pointer, request).allSatisfy { $0 == 0 })
                Self.fill(pointer, request, with: UInt8(allocations.count % 251))
                allocations.append((pointer, request))
                total += request
                size = size % 5000 + 37
            }
            #expect(allocations.allSatisfy { Int(bitPattern: $0.pointer) % 16 == 0 })
            for (index, allocation) in allocations.enumerated() {
                #expect(Self.bytes(allocation.pointer, allocation.size) == Array(repeating: UInt8(index % 251), count: allocation.size))
            }
        }
    }

    @Test func theLatestAllocationGrowsInPlaceAndOthersMoveWithTheirBytes() throws {
        try Self.withScope {
            let older = try #require(Self.allocate(32))
            Self.fill(older, 32, with: 7)
            let latest = try #require(Self.allocate(16))
            Self.fill(latest, 16, with: 9)
            let grown = try #require(Self.reallocate(latest, to: 1000))
            #expect(grown == latest)
            #expect(Self.bytes(grown, 16) == Array(repeating: 9, count: 16))
            let moved = try #require(Self.reallocate(older, to: 64))
            #expect(moved != older)
            #expect(Self.bytes(moved, 32) == Array(repeating: 7, count: 32))
            let shrunk = try #require(Self.reallocate(grown, to: 8))
            #expect(Self.bytes(shrunk, 8) == Array(repeating: 9, count: 8))
        }
    }

    @Test func aLargeRequestHasABlockOfItsOwnAndKeepsItsBytesWhenMoved() throws {
        try Self.withScope {
            let small = try #require(Self.allocate(100))
            Self.fill(small, 100, with: 3)
            let large = try #require(Self.reallocate(small, to: Self.largestCarved + 1))
            #expect(Self.bytes(large, 100) == Array(repeating: 3, count: 100))
            Self.fill(large, Self.largestCarved + 1, with: 4)
            let larger = try #require(Self.reallocate(large, to: 2 * Self.blockSize))
            #expect(Self.bytes(larger, Self.largestCarved + 1) == Array(repeating: 4, count: Self.largestCarved + 1))
            let back = try #require(Self.reallocate(larger, to: 10))
            #expect(Self.bytes(back, 10) == Array(repeating: 4, count: 10))
        }
    }

    @Test func releasingTheLatestAllocationGivesItsSpaceBack() throws {
        try Self.withScope {
            _ = try #require(Self.allocate(48))
            let latest = try #require(Self.allocate(48))
            guidespec_arena_release(latest)
            #expect(Self.allocate(48) == latest)
        }
    }

    @Test func everyAllocationNamesTheArenaThatMadeIt() throws {
        try Self.withScope {
            let small = try #require(Self.allocate(24))
            let large = try #require(Self.allocate(Self.largestCarved + 1))
            let grown = try #require(Self.reallocate(small, to: 4096))
            for pointer in [small, large, grown] { #expect(guidespec_arena_owner(pointer) == guidespec_arena_current()) }
        }
    }

    @Test func anInnerScopeLeavesTheOuterScopesMemoryAlone() throws {
        try Self.withScope {
            let outer = try #require(Self.allocate(64))
            Self.fill(outer, 64, with: 5)
            let inner = Self.withScope { Self.allocate(64) }
            let after = try #require(Self.allocate(64))
            #expect(after != inner)  // the inner scope's end returned nothing the outer one still holds
            Self.fill(after, 64, with: 6)
            #expect(Self.bytes(outer, 64) == Array(repeating: 5, count: 64))
        }
    }

    @Test func aRequestNoSystemCanMeetIsRefused() {
        Self.withScope {
            #expect(Self.allocate(Int.max - 64) == nil)
        }
    }

    @Test func pagesReadOnSeveralThreadsAtOnceGiveWhatTheyGiveOneAtATime() async {
        let pages = (0..<8).map { page in
            (0..<200).map { "## Section \(page)-\($0)\n\n| a | b |\n| - | - |\n| \($0) | **x** `y` |\n\nText \($0) and *more*.\n" }.joined()
        }
        let sequential = pages.map { MarkdownFrontEnd.read($0, file: "page.md") }
        let concurrent = await withTaskGroup(of: (Int, GuideDocument).self) { group in
            for (index, page) in pages.enumerated() {
                group.addTask { (index, MarkdownFrontEnd.read(page, file: "page.md")) }
            }
            var documents: [Int: GuideDocument] = [:]
            for await (index, document) in group { documents[index] = document }
            return pages.indices.map { documents[$0] }
        }
        #expect(concurrent == sequential)
    }

    @Test func aPageOverTheArenasLimitIsReadAsAnArenaReadsItsParts() {
        let section = "## Codes\n\n| Code | Text |\n| - | - |\n| 1 | **one** `x` |\n\nA *line* of text.\n\n"
        let half = String(repeating: section, count: CmarkConverter.largestArenaPage / section.utf8.count / 2 + 1)
        #expect(half.utf8.count <= CmarkConverter.largestArenaPage && 2 * half.utf8.count > CmarkConverter.largestArenaPage)
        let part = MarkdownFrontEnd.read(half, file: "page.md")
        let whole = MarkdownFrontEnd.read(half + half, file: "page.md")
        #expect(whole.blocks.count == 2 * part.blocks.count)
        #expect(Array(whole.blocks.prefix(part.blocks.count)) == part.blocks)
    }
}
