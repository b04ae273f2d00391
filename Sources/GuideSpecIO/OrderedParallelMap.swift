import Foundation

/// Maps independent jobs on several threads and returns the results in job order, so that the output is the same bytes
/// whatever the number of threads and whichever job finishes first.
package enum OrderedParallelMap {
    /// `transform` applied to every element of `items`, on up to `threads` threads (1 runs on the caller's thread).
    /// Jobs are handed out one at a time in input order, so put the longest first to balance the threads.
    package static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int = ProcessInfo.processInfo.activeProcessorCount, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        map(count: items.count, threads: threads, context: { () throws(Never) in () }) { _, index throws(Never) in transform(items[index]) }
    }

    /// `job(context, index)` for every index below `count`, on up to `threads` threads, each thread with a `context` of its
    /// own (such as its own git process); the results come in index order. Jobs start in `order` (every index once;
    /// ascending when nil): the longest first balances the threads. The first failure, of a job or of making a context,
    /// stops every thread at its next job and is rethrown.
    package static func map<Context, Result: Sendable, Failure: Error>(
        count: Int, order: [Int]? = nil, threads: Int, context makeContext: @Sendable () throws(Failure) -> Context,
        _ job: @Sendable (Context, Int) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        let board = Board<Result, Failure>(order: order ?? Array(0..<count))
        let workers = max(1, min(threads, count))
        if workers == 1 {
            work(board, makeContext, job)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in work(board, makeContext, job) }
        }
        return try board.results()
    }

    /// One thread's loop: make its context, then take the next job until none is left or one has failed.
    private static func work<Context, Result: Sendable, Failure: Error>(
        _ board: Board<Result, Failure>, _ makeContext: () throws(Failure) -> Context, _ job: (Context, Int) throws(Failure) -> Result
    ) {
        let context: Context
        do {
            context = try makeContext()
        } catch {
            board.fail(error)
            return
        }
        while let index = board.take() {
            do {
                board.finish(index, try job(context, index))
            } catch {
                board.fail(error)
                return
            }
        }
    }
}

/// The jobs left, the results so far and the first failure, shared by the threads under one lock.
private final class Board<Result: Sendable, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: ArraySlice<Int>
    private var slots: [Result?]
    private var failure: Failure?

    init(order: [Int]) {
        pending = order[...]
        slots = Array(repeating: nil, count: order.count)
    }

    /// The index of the next job, or nil when every job is taken or one has failed.
    func take() -> Int? {
        lock.withLock { failure == nil ? pending.popFirst() : nil }
    }

    func finish(_ index: Int, _ result: Result) { lock.withLock { slots[index] = result } }

    func fail(_ error: Failure) { lock.withLock { if failure == nil { failure = error } } }

    /// Every result in job order, or the first failure (all are set once the threads have joined).
    func results() throws(Failure) -> [Result] {
        let (failure, slots) = lock.withLock { (self.failure, self.slots) }
        if let failure { throw failure }
        return slots.compactMap { $0 }
    }
}
