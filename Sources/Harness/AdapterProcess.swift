import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running adapter program in its own process group, with nonblocking pipes on its stdin, stdout and stderr.
///
/// All process plumbing of the harness lives here: spawning without a shell, polling with deadlines, draining stderr into a
/// bounded tail, noticing an exit even while a child still holds stdout, and ending the adapter with everything it started
/// (its group, its descendants, and detached children that carry its marker; see `ProcessTree`). One thread drives it.
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

    let pid: pid_t
    /// The value of `ProcessTree.markerVariable` this process and its children were started with.
    let marker: String
    private let startTicks: UInt64
    private let interruption: HarnessInterruption?
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var pendingInput: [UInt8] = []
    private var pendingStart = 0
    private var outputBuffer: [UInt8] = []
    private var lineStart = 0
    /// Where the search for the next newline resumes: no newline lies between `lineStart` and here.
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private(set) var stderr = StderrTail()
    private(set) var end: ProcessEnd?
    private(set) var interrupted: Int32?

    /// Starts `arguments[0]` (searched on PATH) with the rest as its arguments; never through a shell.
    init(arguments: [String], interruption: HarnessInterruption? = nil) throws(AdapterFault) {
        _ = Self.ignoreBrokenPipes
        _ = ProcessControl.becomeChildSubreaper
        guard let program = arguments.first, !program.isEmpty else { throw .cannotStart("empty adapter command") }
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        Self.starts += 1
        let marker = "\(getpid())-\(Self.starts)"
        let stdinPipe = try Self.makePipe(), stdoutPipe = try Self.makePipe(), stderrPipe = try Self.makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe.write, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var environment = ProcessInfo.processInfo.environment
        environment[ProcessTree.markerVariable] = marker
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let status = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
        [stdinPipe.read, stdoutPipe.write, stderrPipe.write].forEach { _ = close($0) }
        guard status == 0 else {
            [stdinPipe.write, stdoutPipe.read, stderrPipe.read].forEach { _ = close($0) }
            throw .cannotStart("\(program): \(String(cString: strerror(status)))")
        }
        pid = child
        self.marker = marker
        startTicks = ProcessTree.startTicks(of: child)
        self.interruption = interruption
        interrupted = interruption?.signal
        (input, output, errors) = (stdinPipe.write, stdoutPipe.read, stderrPipe.read)
        [input, output, errors].forEach { _ = fcntl($0, F_SETFL, fcntl($0, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        if end == nil { _ = kill() }
        [input, output, errors].filter { $0 >= 0 }.forEach { _ = close($0) }
    }

    /// Queues bytes for the adapter's stdin and writes what the pipe takes now; the rest is written while the caller waits.
    func send(_ bytes: [UInt8]) {
        guard input >= 0 else { return }
        pendingInput.append(contentsOf: bytes)
        writePending()
    }

    /// Closes the adapter's stdin once the queued bytes are written or `deadline` passes.
    func closeInput(deadline: ContinuousClock.Instant) {
        while input >= 0, pendingStart < pendingInput.count, ContinuousClock.now < deadline, interrupted == nil {
            _ = pump(until: deadline)
        }
        closeDescriptor(&input)
        (pendingInput, pendingStart) = ([], 0)
    }

    /// The next stdout line, or why there is none before `deadline`.
    func readLine(deadline: ContinuousClock.Instant) -> LineEvent {
        while true {
            if let line = takeLine() { return .line(line) }
            if outputBuffer.count - lineStart > Self.maximumLineBytes { return .tooLong }
            if let interrupted { return .interrupted(interrupted) }
            if output < 0 {
                if let end = waitForExit(deadline: .now + Self.exitGrace) { return .exited(end) }
                return interrupted.map(LineEvent.interrupted) ?? .closedOutput
            }
            let now = ContinuousClock.now
            if now >= deadline { return .timedOut(unterminated: Data(outputBuffer[lineStart..<min(outputBuffer.count, lineStart + 200)])) }
            if pump(until: min(deadline, now + Self.exitCheckInterval)), let end = reap() {
                // The adapter is gone but something it started still holds stdout: what it wrote before exiting is read first.
                if output >= 0, !readAvailable(from: output, into: { outputBuffer.append(contentsOf: $0) }) { closeDescriptor(&output) }
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
        let found = ProcessTree.members(leader: pid, marker: marker, startTicks: startTicks)
        if let end, found.isEmpty { return end }
        signal(SIGTERM, to: -pid)
        found.forEach { signal(SIGTERM, to: $0) }
        let deadline = ContinuousClock.now + Self.terminationGrace
        while ContinuousClock.now < deadline && (reap() == nil || found.contains(where: ProcessTree.isRunning)) {
            _ = pump(until: min(deadline, .now + .milliseconds(10)))
        }
        if end == nil {
            signal(SIGKILL, to: -pid)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            end = ProcessEnd(waitStatus: status)
        }
        sweep(Set(found))
        return end ?? .signaled(SIGKILL)
    }

    /// The stderr captured since the last call, bounded, and starts a new capture.
    func takeStderr() -> CapturedStderr? {
        stderr.take()
    }

    /// SIGKILLs whatever is left of the adapter until none of it runs (or a second passes), reaping what this process inherited.
    private func sweep(_ known: Set<pid_t>) {
        var alive = known
        let giveUp = ContinuousClock.now + .seconds(1)
        repeat {
            signal(SIGKILL, to: -pid)
            alive.formUnion(ProcessTree.members(leader: pid, marker: marker, startTicks: startTicks))
            alive.forEach { signal(SIGKILL, to: $0) }
            // A member that died while its parent lived is a zombie until the parent, ended too, hands it to this process
            // (the subreaper): it is kept until reaped here or gone, so that no zombie outlives the run.
            alive = alive.filter { member in
                var status: Int32 = 0
                let reaped = waitpid(member, &status, WNOHANG)
                return reaped != member && (reaped == 0 || ProcessTree.exists(member))
            }
            if !alive.isEmpty { usleep(1000) }
        } while !alive.isEmpty && ContinuousClock.now < giveUp
    }

    /// Reaps the zombies `ProcessTree.adoptedSessionLeaders` finds.
    private static func reapAdoptedSessionLeaders() {
        for adopted in ProcessTree.adoptedSessionLeaders() {
            var status: Int32 = 0
            _ = waitpid(adopted, &status, WNOHANG)
        }
    }

    /// How the process ended, when it has.
    private func reap() -> ProcessEnd? {
        if let end { return end }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        end = ProcessEnd(waitStatus: status)
        return end
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
        var descriptors: [pollfd] = []
        if errors >= 0 { descriptors.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
        if output >= 0 { descriptors.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
        if input >= 0, pendingStart < pendingInput.count { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
        if let interruption, interrupted == nil { descriptors.append(pollfd(fd: interruption.descriptor, events: Int16(POLLIN), revents: 0)) }
        let milliseconds = Self.milliseconds(until: deadline)
        guard !descriptors.isEmpty else {
            if milliseconds > 0 { usleep(useconds_t(min(milliseconds, 1)) * 1000) }
            return true
        }
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return true }
        for descriptor in descriptors where descriptor.revents != 0 {
            if descriptor.fd == input {
                writePending()
            } else if descriptor.fd == output {
                if !readAvailable(from: output, into: { outputBuffer.append(contentsOf: $0) }) { closeDescriptor(&output) }
            } else if descriptor.fd == errors {
                if !readAvailable(from: errors, into: { stderr.append($0) }) { closeDescriptor(&errors) }
            } else {
                interrupted = interruption?.signal
            }
        }
        return false
    }

    /// Reads until the pipe is empty (or 4 MiB were read); false at end of file or on an error.
    private func readAvailable(from descriptor: Int32, into sink: (UnsafeRawBufferPointer) -> Void) -> Bool {
        for _ in 0..<64 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                chunk.withUnsafeBytes { sink(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                if count < chunk.count { return true }
            } else if count < 0 && (errno == EAGAIN || errno == EINTR) {
                return true
            } else {
                return false
            }
        }
        return true
    }

    /// Writes as much of the queued stdin bytes as the pipe takes; a closed pipe drops them.
    private func writePending() {
        guard input >= 0, pendingStart < pendingInput.count else { return }
        let written = pendingInput.withUnsafeBytes { write(input, $0.baseAddress! + pendingStart, $0.count - pendingStart) }
        if written > 0 {
            pendingStart += written
            Self.discard(&pendingStart, of: &pendingInput)
        } else if written < 0 && errno != EAGAIN && errno != EINTR {
            (pendingInput, pendingStart) = ([], 0)
            closeDescriptor(&input)
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

    private func closeDescriptor(_ descriptor: inout Int32) {
        if descriptor >= 0 { _ = close(descriptor) }
        descriptor = -1
    }

    /// A pipe whose ends are closed on exec, so that no other adapter inherits them; callers hold `spawnLock`.
    private static func makePipe() throws(AdapterFault) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .cannotStart("pipe: \(String(cString: strerror(errno)))") }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Serialises pipe creation and spawning, because `pipe2` is not visible from Swift and a pipe is not close-on-exec until `fcntl`.
    private static let spawnLock = NSLock()
    /// How many adapters this process has started; guarded by `spawnLock`.
    nonisolated(unsafe) private static var starts = 0

    /// Writing to an adapter that has exited must give EPIPE, not kill the harness.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let remaining = (deadline - .now).components
        let total = remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: max(0, total))
    }
}

/// Sends `number` to `target`: a process, or with a negative id a process group.
private func signal(_ number: Int32, to target: pid_t) {
    _ = kill(target, number)
}
