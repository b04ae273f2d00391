import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running adapter program in its own process group, with nonblocking pipes on its stdin, stdout and stderr.
///
/// All process plumbing of GuideSpec lives in this file: spawning without a shell, polling with deadlines,
/// draining stderr into a bounded tail, and killing the whole group. One thread drives it.
final class AdapterProcess {
    /// What one attempt to read a line gave.
    enum LineEvent: Equatable {
        case line(Data)
        case endOfOutput
        case timedOut
        case tooLong
    }

    /// The longest line the protocol allows.
    static let maximumLineBytes = 16 << 20

    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var pendingInput: [UInt8] = []
    private var outputBuffer: [UInt8] = []
    private(set) var stderr = StderrTail()
    private(set) var end: ProcessEnd?

    /// Starts `arguments[0]` (searched on PATH) with the rest as its arguments; never through a shell.
    init(arguments: [String]) throws(AdapterFault) {
        _ = Self.ignoreBrokenPipes
        guard let program = arguments.first, !program.isEmpty else { throw .cannotStart("empty adapter command") }
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
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
        sigaddset(&defaults, SIGPIPE)
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var child = pid_t()
        let status = posix_spawnp(&child, program, &actions, &attributes, argv, environment)
        [stdinPipe.read, stdoutPipe.write, stderrPipe.write].forEach { _ = close($0) }
        guard status == 0 else {
            [stdinPipe.write, stdoutPipe.read, stderrPipe.read].forEach { _ = close($0) }
            throw .cannotStart("\(program): \(String(cString: strerror(status)))")
        }
        pid = child
        (input, output, errors) = (stdinPipe.write, stdoutPipe.read, stderrPipe.read)
        [input, output, errors].forEach { _ = fcntl($0, F_SETFL, fcntl($0, F_GETFL) | O_NONBLOCK) }
    }

    deinit {
        if end == nil { _ = kill() }
        [input, output, errors].filter { $0 >= 0 }.forEach { _ = close($0) }
    }

    /// Queues bytes for the adapter's stdin; they are written while the caller waits for lines or for the exit.
    func send(_ data: Data) {
        guard input >= 0 else { return }
        pendingInput.append(contentsOf: data)
        pump(milliseconds: 0)
    }

    /// Closes the adapter's stdin once the queued bytes are written or `deadline` passes.
    func closeInput(deadline: ContinuousClock.Instant) {
        while input >= 0, !pendingInput.isEmpty, ContinuousClock.now < deadline { pump(milliseconds: Self.milliseconds(until: deadline)) }
        closeDescriptor(&input)
        pendingInput = []
    }

    /// The next stdout line without its newline, or why there is none before `deadline`.
    func readLine(deadline: ContinuousClock.Instant) -> LineEvent {
        while true {
            if let newline = outputBuffer.firstIndex(of: 0x0A) {
                var line = Data(outputBuffer[..<newline])
                outputBuffer.removeSubrange(...newline)
                if line.last == 0x0D { line.removeLast() }
                return .line(line)
            }
            if outputBuffer.count > Self.maximumLineBytes { return .tooLong }
            if output < 0 { return .endOfOutput }
            let now = ContinuousClock.now
            if now >= deadline { return .timedOut }
            pump(milliseconds: Self.milliseconds(until: deadline))
        }
    }

    /// Waits until the adapter exits, draining its output, and returns how it ended; nil when it is still running at `deadline`.
    func waitForExit(deadline: ContinuousClock.Instant) -> ProcessEnd? {
        while reap() == nil {
            if ContinuousClock.now >= deadline { return nil }
            pump(milliseconds: min(20, Self.milliseconds(until: deadline)))
        }
        return end
    }

    /// Ends the adapter's whole process group (SIGTERM, then SIGKILL after half a second) and returns how it ended.
    @discardableResult
    func kill() -> ProcessEnd {
        if let end { return end }
        signalGroup(pid, SIGTERM)
        if let ended = waitForExit(deadline: .now + .milliseconds(500)) { return ended }
        signalGroup(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let ended = ProcessEnd(waitStatus: status)
        end = ended
        return ended
    }

    /// The stderr captured since the last call, bounded, and starts a new capture.
    func takeStderr() -> CapturedStderr? {
        stderr.take()
    }

    /// How the process ended, when it has.
    private func reap() -> ProcessEnd? {
        if let end { return end }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return nil }
        end = ProcessEnd(waitStatus: status)
        return end
    }

    /// One round of polling: reads what stdout and stderr have, writes what stdin takes.
    private func pump(milliseconds: Int32) {
        var descriptors: [pollfd] = []
        if output >= 0 { descriptors.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
        if errors >= 0 { descriptors.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
        if input >= 0, !pendingInput.isEmpty { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
        guard !descriptors.isEmpty else {
            if milliseconds > 0 { usleep(useconds_t(min(milliseconds, 20)) * 1000) }
            return
        }
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return }
        for descriptor in descriptors where descriptor.revents != 0 {
            if descriptor.fd == input {
                writePending()
            } else if descriptor.fd == output {
                if !readAvailable(from: &output, into: { outputBuffer.append(contentsOf: $0) }) { closeDescriptor(&output) }
            } else if descriptor.fd == errors {
                if !readAvailable(from: &errors, into: { stderr.append($0) }) { closeDescriptor(&errors) }
            }
        }
    }

    /// Reads until the pipe is empty; false at end of file or on an error.
    private func readAvailable(from descriptor: inout Int32, into sink: (UnsafeRawBufferPointer) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        for _ in 0..<64 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBytes { sink(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
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
        let written = pendingInput.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        if written > 0 {
            pendingInput.removeFirst(written)
        } else if written < 0 && errno != EAGAIN && errno != EINTR {
            pendingInput = []
            closeDescriptor(&input)
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

    /// Writing to an adapter that has exited must give EPIPE, not kill the harness.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let remaining = (deadline - .now).components
        let total = remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: max(0, total))
    }
}

/// Sends `signal` to the process group led by `leader`.
private func signalGroup(_ leader: pid_t, _ signal: Int32) {
    _ = kill(-leader, signal)
}

/// How an adapter process ended.
public enum ProcessEnd: Hashable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// Decodes a `waitpid` status.
    init(waitStatus status: Int32) {
        self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }

    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal): "killed by signal \(signal)\(Self.signalNames[signal].map { " (\($0))" } ?? "")"
        }
    }

    private static let signalNames: [Int32: String] = [
        1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE",
        9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM",
    ]
}
