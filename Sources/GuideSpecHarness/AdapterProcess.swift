import Foundation
import GuideSpecIO

/// A running adapter program in its own process group, with nonblocking pipes on its stdin, stdout and stderr.
///
/// The harness's side of an adapter process: started through `ChildProcess` (never through a shell), polled with
/// deadlines, its stderr drained into a bounded tail, its exit noticed even while a child still holds stdout, and ended
/// with everything it started (its group, its descendants, and detached children that carry its marker; see
/// `ProcessTree`). One thread drives it.
final class AdapterProcess {
    /// What one attempt to read a line gave.
    enum LineEvent: Equatable {
        /// A line without its newline (and without a `\r` before it).
        case line(Data)
        /// The adapter exited; lines it wrote before exiting have been returned first.
        case exited(ProcessEnd)
        /// The adapter closed its stdout and was still running `exitGrace` later.
        case closedOutput
        /// No complete line before the deadline; the bytes received without a newline so far, at most 200.
        case timedOut(unterminated: Data)
        /// More than `maximumLineBytes` without a newline.
        case tooLong
        /// The run was interrupted by this signal.
        case interrupted(Int32)
    }

    /// The longest line the protocol allows.
    static let maximumLineBytes = 16 << 20
    /// How long an adapter that closed its stdout has to exit before it counts as still running.
    static let exitGrace = Duration.seconds(1)
    /// How long the adapter and its children have between SIGTERM and SIGKILL.
    static let terminationGrace = Duration.milliseconds(500)
    /// How often a wait without output checks whether the adapter has exited (a child may still hold stdout open).
    static let exitCheckInterval = Duration.milliseconds(100)
    /// How long `kill` goes on sweeping up an adapter's processes that keep escaping before it gives up.
    static let sweepLimit = Duration.seconds(10)

    private let child: ChildProcess
    /// The value of `ProcessTree.markerVariable` this process and its children were started with.
    let marker: String
    private let startTicks: UInt64
    private let interruption: HarnessInterruption?
    private var pendingInput: [UInt8] = []
    private var pendingStart = 0
    private var outputBuffer: [UInt8] = []
    private var lineStart = 0
    /// Where the search for the next newline resumes: no newline lies between `lineStart` and here.
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private(set) var stderr = StderrTail()
    private(set) var interrupted: Int32?

    /// How the adapter ended, once it has been reaped.
    var end: ProcessEnd? { child.end }
    /// The adapter's process id, which is also its process group's.
    var pid: Int32 { child.id }

    /// Starts `arguments[0]` (searched on PATH) with the rest as its arguments, in a process group of its own.
    init(arguments: [String], interruption: HarnessInterruption? = nil) throws(AdapterFault) {
        guard let program = arguments.first, !program.isEmpty else { throw .cannotStart("empty adapter command") }
        let marker = "\(SystemCalls.processID)-\(Self.starts.next())"
        do {
            child = try ChildProcess(
                arguments, environment: [ProcessTree.markerVariable: marker], pipes: [.input, .output, .error], ownProcessGroup: true)
        } catch {
            throw .cannotStart(error.description)
        }
        child.makePipesNonBlocking()
        self.marker = marker
        startTicks = ProcessTree.startTicks(of: child.id)
        self.interruption = interruption
        interrupted = interruption?.signal
    }

    deinit {
        if end == nil { _ = kill() }
    }

    /// Queues bytes for the adapter's stdin and writes what the pipe takes now; the rest is written while the caller waits.
    func send(_ bytes: [UInt8]) {
        guard child.input >= 0 else { return }
        pendingInput.append(contentsOf: bytes)
        writePending()
    }

    /// Closes the adapter's stdin once the queued bytes are written or `deadline` passes.
    func closeInput(deadline: ContinuousClock.Instant) {
        while child.input >= 0, pendingStart < pendingInput.count, ContinuousClock.now < deadline, interrupted == nil {
            _ = pump(until: deadline)
        }
        child.close(.input)
        (pendingInput, pendingStart) = ([], 0)
    }

    /// The next stdout line, or why there is none before `deadline`.
    func readLine(deadline: ContinuousClock.Instant) -> LineEvent {
        while true {
            if let line = takeLine() { return .line(line) }
            if outputBuffer.count - lineStart > Self.maximumLineBytes { return .tooLong }
            if let interrupted { return .interrupted(interrupted) }
            if child.output < 0 {
                if let end = waitForExit(deadline: .now + Self.exitGrace) { return .exited(end) }
                return interrupted.map(LineEvent.interrupted) ?? .closedOutput
            }
            let now = ContinuousClock.now
            if now >= deadline { return .timedOut(unterminated: Data(outputBuffer[lineStart..<min(outputBuffer.count, lineStart + 200)])) }
            if pump(until: min(deadline, now + Self.exitCheckInterval)), let end = reap() {
                // The adapter is gone but something it started still holds stdout: what it wrote before exiting is read first.
                if child.output >= 0, !readAvailable(from: child.output, into: { outputBuffer.append(contentsOf: $0) }) { child.close(.output) }
                if let line = takeLine() { return .line(line) }
                return .exited(end)
            }
        }
    }

    /// Waits until the adapter exits, draining its output, and returns how it ended; nil when it is still running at `deadline`
    /// or the run is interrupted first.
    func waitForExit(deadline: ContinuousClock.Instant) -> ProcessEnd? {
        while reap() == nil {
            if ContinuousClock.now >= deadline || interrupted != nil { return nil }
            _ = pump(until: min(deadline, .now + .milliseconds(20)))
        }
        return end
    }

    /// Ends the adapter and everything it started: SIGTERM to its group, descendants and marked processes, SIGKILL to what
    /// is left after `terminationGrace`; returns how the adapter itself ended. Also used after a clean exit, for stragglers.
    @discardableResult
    func kill() -> ProcessEnd {
        defer { Self.reapAdoptedSessionLeaders() }
        var found = members()
        if let end, found.isEmpty {
            // A process that forks and exits every millisecond can be between two generations at one look: after a clean
            // end two more looks, a millisecond apart, must find nothing too.
            for _ in 0..<2 where found.isEmpty {
                ProcessCalls.sleep(microseconds: 1000)
                found = members()
            }
            if found.isEmpty { return end }
        }
        child.send(ProcessCalls.Signal.terminate, toGroup: true)
        found.forEach { ProcessCalls.send(ProcessCalls.Signal.terminate, to: $0) }
        let deadline = ContinuousClock.now + Self.terminationGrace
        while ContinuousClock.now < deadline && (reap() == nil || found.contains(where: ProcessTree.isRunning)) {
            _ = pump(until: min(deadline, .now + .milliseconds(10)))
        }
        if end == nil {
            child.send(ProcessCalls.Signal.kill, toGroup: true)
            child.waitForEnd()
        }
        sweep(Set(found))
        return end ?? .signaled(ProcessCalls.Signal.kill)
    }

    /// The stderr captured since the last call, bounded, and starts a new capture.
    func takeStderr() -> CapturedStderr? {
        stderr.take()
    }

    /// What is left of the adapter: its group, descendants and marked processes (`ProcessTree.members`), and this process's
    /// marked children (`ProcessTree.markedChildren`), where a detached chain's generations land when it is the subreaper.
    /// The zombies of generations that already exited are reaped first: a chain leaves thousands a second among this
    /// process's children, and left there they would make every look slower and bury the one generation that runs.
    private func members() -> [Int32] {
        Self.reapAdoptedSessionLeaders()
        return Array(Set(ProcessTree.markedChildren(marker: marker) + ProcessTree.members(leader: pid, marker: marker, startTicks: startTicks)))
            .sorted()
    }

    /// SIGKILLs whatever is left of the adapter until two passes in a row find none of it (or until `sweepLimit` has
    /// passed), reaping what this process inherited. A process that forks and exits faster than a scan of `/proc` (each
    /// generation in a session of its own) is not in the scan that started the sweep: it is found by a later one, or, when
    /// this process is the subreaper, among its children, where each generation lands once its parent exits. A pass that
    /// finds a process not seen before, or one still running, is never quiet, however dead its finds are by the end of
    /// it: one may have forked first. Under load one scan of `/proc` can take longer than a second, so the limit is long.
    private func sweep(_ known: Set<Int32>) {
        var alive = known
        var seen = known
        let adoptsOrphans = ProcessCalls.adoptsOrphans
        let giveUp = ContinuousClock.now + Self.sweepLimit
        var quietPasses = 0
        repeat {
            child.send(ProcessCalls.Signal.kill, toGroup: true)
            var found = Set(ProcessTree.markedChildren(marker: marker))
            found.forEach { ProcessCalls.send(ProcessCalls.Signal.kill, to: $0) }
            let scanned = Set(members()).subtracting(found)
            let loud = !found.isEmpty || !scanned.isSubset(of: seen) || scanned.contains(where: ProcessTree.isRunning)
            found.formUnion(scanned)
            seen.formUnion(found)
            alive.formUnion(found)
            alive.forEach { ProcessCalls.send(ProcessCalls.Signal.kill, to: $0) }
            // A member that died while its parent lived is a zombie until the parent, ended too, hands it on. When this process
            // is the subreaper (`guidespec`) it is handed here and kept until reaped, so that no zombie outlives the run;
            // otherwise it goes to init, whose to reap, and only a member that still runs is waited for.
            alive = alive.filter { member in
                switch ProcessCalls.reap(member) {
                case .ended: false
                case .running: true
                case .notAChild: adoptsOrphans ? ProcessTree.exists(member) : ProcessTree.isRunning(member)
                }
            }
            quietPasses = alive.isEmpty && !loud ? quietPasses + 1 : 0
            if quietPasses == 0 { ProcessCalls.sleep(microseconds: 1000) }
        } while quietPasses < 2 && ContinuousClock.now < giveUp
    }

    /// Reaps the zombies `ProcessTree.adoptedSessionLeaders` finds.
    private static func reapAdoptedSessionLeaders() {
        for adopted in ProcessTree.adoptedSessionLeaders() { _ = ProcessCalls.reap(adopted) }
    }

    /// How the process ended, when it has.
    private func reap() -> ProcessEnd? {
        child.reap()
    }

    /// The next complete line in the output buffer, if any.
    private func takeLine() -> Data? {
        let found = outputBuffer.withUnsafeBytes { bytes -> Int? in
            guard scanned < bytes.count, let base = bytes.baseAddress, let hit = memchr(base + scanned, 0x0A, bytes.count - scanned) else {
                return nil
            }
            return base.distance(to: UnsafeRawPointer(hit))
        }
        guard let newline = found else {
            scanned = outputBuffer.count
            return nil
        }
        var lineEnd = newline
        if lineEnd > lineStart && outputBuffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let line = Data(outputBuffer[lineStart..<lineEnd])
        lineStart = newline + 1
        Self.discard(&lineStart, of: &outputBuffer)
        scanned = lineStart
        return line
    }

    /// One round of polling until `deadline` at most: reads what stderr and stdout have, writes what stdin takes, notes an
    /// interruption. True when nothing happened before the deadline.
    private func pump(until deadline: ContinuousClock.Instant) -> Bool {
        var reading: [Int32] = []
        if child.errors >= 0 { reading.append(child.errors) }
        if child.output >= 0 { reading.append(child.output) }
        if let interruption, interrupted == nil { reading.append(interruption.descriptor) }
        let writing = child.input >= 0 && pendingStart < pendingInput.count ? [child.input] : []
        let milliseconds = Self.milliseconds(until: deadline)
        guard !reading.isEmpty || !writing.isEmpty else {
            if milliseconds > 0 { ProcessCalls.sleep(microseconds: UInt32(min(milliseconds, 1)) * 1000) }
            return true
        }
        let ready = ProcessCalls.waitForReady(reading: reading, writing: writing, milliseconds: milliseconds)
        guard !ready.isEmpty else { return true }
        for descriptor in ready {
            if descriptor == child.input {
                writePending()
            } else if descriptor == child.output {
                if !readAvailable(from: child.output, into: { outputBuffer.append(contentsOf: $0) }) { child.close(.output) }
            } else if descriptor == child.errors {
                if !readAvailable(from: child.errors, into: { stderr.append($0) }) { child.close(.error) }
            } else {
                interrupted = interruption?.signal
            }
        }
        return false
    }

    /// Reads until the pipe is empty (or 4 MiB were read); false at end of file or on an error.
    private func readAvailable(from descriptor: Int32, into sink: (UnsafeRawBufferPointer) -> Void) -> Bool {
        for _ in 0..<64 {
            switch chunk.withUnsafeMutableBytes({ SystemCalls.readSome(descriptor, into: $0) }) {
            case .read(let count) where count > 0:
                chunk.withUnsafeBytes { sink(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                if count < chunk.count { return true }
            case .wouldBlock:
                return true
            case .read, .failed:
                return false
            }
        }
        return true
    }

    /// Writes as much of the queued stdin bytes as the pipe takes; a closed pipe drops them.
    private func writePending() {
        guard child.input >= 0, pendingStart < pendingInput.count else { return }
        let written = pendingInput.withUnsafeBytes { SystemCalls.writeSome(child.input, UnsafeRawBufferPointer(rebasing: $0[pendingStart...])) }
        switch written {
        case .wrote(let count):
            pendingStart += count
            Self.discard(&pendingStart, of: &pendingInput)
        case .wouldBlock:
            break
        case .failed:
            (pendingInput, pendingStart) = ([], 0)
            child.close(.input)
        }
    }

    /// Forgets the first `consumed` bytes of `buffer` once they are all of it, or more than 1 MiB, and counts from 0 again.
    private static func discard(_ consumed: inout Int, of buffer: inout [UInt8]) {
        if consumed == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            consumed = 0
        } else if consumed > 1 << 20 {
            buffer.removeFirst(consumed)
            consumed = 0
        }
    }

    /// How many adapters this process has started, for the markers.
    private static let starts = StartCounter()

    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let remaining = (deadline - .now).components
        let total = remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: max(0, total))
    }
}

/// Counts starts across threads.
private final class StartCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The next number, from 1.
    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
