import Foundation

/// Maps independent jobs on every core and returns the results in input order, so that the output is the same bytes
/// whatever the number of threads and whichever job finishes first.
enum OrderedParallelMap {
    /// `transform` applied to every element of `items`, on up to `threads` threads (1 runs on the caller's thread).
    /// Jobs are handed out one at a time in input order, so put the longest first to balance the threads.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int = ProcessInfo.processInfo.activeProcessorCount, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        let board = Board<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: min(threads, items.count)) { _ in
            while let index = board.take() { board.finish(index, transform(items[index])) }
        }
        return board.results()
    }
}

/// The next job to hand out and the results so far, shared by the threads under one lock.
private final class Board<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The index of the next job, or nil when every job is taken.
    func take() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func finish(_ index: Int, _ result: Result) { lock.withLock { slots[index] = result } }

    /// Every result in job order (all are set once the threads have joined).
    func results() -> [Result] { lock.withLock { slots.compactMap { $0 } } }
}
