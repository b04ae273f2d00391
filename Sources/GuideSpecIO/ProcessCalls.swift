#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GuideSpecCProcessControl

/// The POSIX calls for child processes: pipes, spawning without a shell, waiting, signals and polling. With
/// `SystemCalls` (files and descriptors) it is the only code that makes system calls; every process GuideSpec starts,
/// waits for or signals goes through here.
package enum ProcessCalls {
    /// The signals GuideSpec sends or handles.
    package enum Signal {
        package static let hangUp = SIGHUP
        package static let interrupt = SIGINT
        package static let terminate = SIGTERM
        package static let kill = SIGKILL
    }

    /// A pipe whose two ends are closed on exec, so that no other child inherits them.
    static func makePipe() -> Result<(read: Int32, write: Int32), SystemError> {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return .failure(SystemError(errno)) }
        ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        return .success((ends[0], ends[1]))
    }

    /// A pipe whose two ends are closed on exec and return at once instead of waiting: a pipe a signal handler writes to.
    package static func makeNonBlockingPipe() -> Result<(read: Int32, write: Int32), SystemError> {
        makePipe().map { ends in
            setNonBlocking(ends.read)
            setNonBlocking(ends.write)
            return ends
        }
    }

    /// Makes reads and writes on `descriptor` return at once instead of waiting.
    package static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Starts `arguments[0]` (searched on PATH unless it holds a `/`) with the rest as its arguments, `environment`
    /// (`NAME=VALUE` entries) as its environment and `streams` (descriptors, or -1 for /dev/null) as its standard input,
    /// output and error, and no other descriptor: what this process inherited or opened without close-on-exec (a test
    /// runner's pipes, a CI runner's files) does not reach a stranger's adapter. SIGPIPE, SIGINT, SIGTERM and SIGHUP have
    /// their default action in it and no signal is blocked.
    static func spawn(
        _ arguments: [String], environment: [String], streams: (input: Int32, output: Int32, error: Int32), ownProcessGroup: Bool
    ) -> Result<Int32, SystemError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in [(streams.input, Int32(0)), (streams.output, 1), (streams.error, 2)] {
            if descriptor >= 0 {
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
            }
        }
        // After the three above, which may read from descriptors 3 and up. A C library without the action (before glibc
        // 2.34) leaves only close-on-exec descriptors closed.
        _ = guidespec_spawn_actions_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        var mask = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let status = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, envp)
        return status == 0 ? .success(child) : .failure(SystemError(status))
    }

    /// What waiting for a child without blocking found.
    package enum Reaped: Equatable {
        /// It had ended, and is reaped now.
        case ended(ProcessEnd)
        /// It still runs (or is stopped).
        case running
        /// It is not a child of this process (never was, or was reaped already).
        case notAChild
    }

    /// Reaps `id` if it has ended, without waiting.
    package static func reap(_ id: Int32) -> Reaped {
        var status: Int32 = 0
        let reaped = waitpid(id, &status, WNOHANG)
        if reaped == id { return .ended(ProcessEnd(waitStatus: status)) }
        return reaped == 0 ? .running : .notAChild
    }

    /// Waits until the child `id` ends and reaps it.
    package static func waitForEnd(_ id: Int32) -> ProcessEnd {
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 && errno == EINTR {}
        return ProcessEnd(waitStatus: status)
    }

    /// Sends signal `number` to `target`: a process, or with a negative id a process group.
    package static func send(_ number: Int32, to target: Int32) {
        _ = kill(target, number)
    }

    /// Waits until one of `reading` can be read (or is at its end) or one of `writing` can be written, or
    /// `milliseconds` pass (forever when negative); returns the ready descriptors, none on a timeout.
    package static func waitForReady(reading: [Int32], writing: [Int32], milliseconds: Int32) -> [Int32] {
        var descriptors = reading.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        descriptors += writing.map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return [] }
        return descriptors.filter { $0.revents != 0 }.map(\.fd)
    }

    /// Sleeps for `microseconds`.
    package static func sleep(microseconds: UInt32) {
        usleep(useconds_t(microseconds))
    }

    /// The id of this process's session.
    package static var sessionID: Int32 { getsid(0) }

    /// Makes this process the parent of every orphaned descendant (Linux), once; where unsupported, orphans go to init as usual.
    ///
    /// A process-wide choice, made only by an executable that reaps what it adopts (`guidespec`), never by a library for the
    /// process hosting it: a test runner that adopted the orphans of another test's programs would hold zombies nobody
    /// reaps, and Swift Testing's exit tests on Linux, which wait for any child, would then never see their own end.
    package static let becomeChildSubreaper: Void = { _ = guidespec_become_child_subreaper() }()

    /// Whether orphaned descendants of this process are re-parented to it (`becomeChildSubreaper`).
    package static var adoptsOrphans: Bool { guidespec_is_child_subreaper() == 1 }

    /// Catches SIGINT, SIGTERM and SIGHUP from now on, writing each one's number as a byte to `descriptor`; false when it cannot.
    package static func forwardTerminationSignals(to descriptor: Int32) -> Bool {
        guidespec_forward_termination_signals(descriptor) == 0
    }

    /// Flushes what this process buffered for its output, restores the default action of signal `number` and raises it.
    package static func raiseWithDefaultAction(_ number: Int32) {
        _ = fflush(nil)
        _ = signal(number, SIG_DFL)
        _ = raise(number)
    }
}
