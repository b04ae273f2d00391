import Foundation

/// Runs independent jobs on a few threads, each thread with its own context (such as its own git process), and returns
/// the results in job order, so the output is the same whatever the number of threads.
enum ParallelWork {
    /// Runs `job(context, index)` for every index of `order` (the order in which jobs start: longest first balances the
    /// threads) on `threads` threads; the first failure stops every thread at its next job and is rethrown.
    static func map<Context, Output: Sendable>(
        order: [Int], threads: Int, context makeContext: @escaping @Sendable () throws(HistoryFailure) -> Context,
        job: @escaping @Sendable (Context, Int) throws(HistoryFailure) -> Output
    ) throws(HistoryFailure) -> [Output] {
        let board = Board<Output>(order: order)
        let count = max(1, min(threads, order.count))
        if count == 1 {
            work(board, makeContext, job)
        } else {
            let finished = DispatchGroup()
            for _ in 0..<count {
                finished.enter()
                Thread.detachNewThread {
                    work(board, makeContext, job)
                    finished.leave()
                }
            }
            finished.wait()
        }
        return try board.results()
    }

    /// One thread's loop: take the next job until none is left or one has failed.
    private static func work<Context, Output: Sendable>(
        _ board: Board<Output>, _ makeContext: () throws(HistoryFailure) -> Context, _ job: (Context, Int) throws(HistoryFailure) -> Output
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
                board.finish(index, with: try job(context, index))
            } catch {
                board.fail(error)
                return
            }
        }
    }
}

/// The jobs left, the results so far and the first failure, shared by the threads under one lock.
private final class Board<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: ArraySlice<Int>
    private var outputs: [Int: Output] = [:]
    private var failure: HistoryFailure?

    init(order: [Int]) { pending = order[...] }

    /// The next job's index, or nil when none is left or a job has failed.
    func take() -> Int? {
        lock.withLock { failure == nil ? pending.popFirst() : nil }
    }

    func finish(_ index: Int, with output: Output) { lock.withLock { outputs[index] = output } }

    func fail(_ error: HistoryFailure) { lock.withLock { if failure == nil { failure = error } } }

    /// Every output in index order, or the first failure.
    func results() throws(HistoryFailure) -> [Output] {
        let (failure, outputs) = lock.withLock { (self.failure, self.outputs) }
        if let failure { throw failure }
        return outputs.keys.sorted().compactMap { outputs[$0] }
    }
}
