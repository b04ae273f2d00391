#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The POSIX calls GuideSpec's reading, writing and locking need: with `ProcessCalls` (child processes, signals), the only
/// code that makes system calls.
///
/// Every call returns the `errno` of a failure as a `SystemError`, so callers decide the message and the exit code.
package enum SystemCalls {
    /// What `fstat` or `lstat` says about a path: its kind, size and permission bits.
    package struct Status {
        package var kind: FileKind
        package var size: Int
        package var permissions: UInt32
    }

    /// The kind of thing a path names.
    package enum FileKind: Equatable {
        case regular, folder, symbolicLink, fifo, device, socket

        package init(mode: UInt32) {
            switch mode & UInt32(S_IFMT) {
            case UInt32(S_IFREG): self = .regular
            case UInt32(S_IFDIR): self = .folder
            case UInt32(S_IFLNK): self = .symbolicLink
            case UInt32(S_IFIFO): self = .fifo
            case UInt32(S_IFSOCK): self = .socket
            default: self = .device
            }
        }
    }

    /// Opens `path` for reading without blocking, so a FIFO or a device cannot stall the open itself.
    package static func openForReading(_ path: String) -> Result<Int32, SystemError> {
        if let refused = refused(path) { return .failure(refused) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        return descriptor < 0 ? .failure(SystemError(errno)) : .success(descriptor)
    }

    /// Opens a folder so that it can be locked or synced.
    package static func openFolder(_ path: String) -> Result<Int32, SystemError> {
        if let refused = refused(path) { return .failure(refused) }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor < 0 ? .failure(SystemError(errno)) : .success(descriptor)
    }

    /// Creates `path` for writing; fails when anything, even a dangling link, is already there.
    package static func createExclusively(_ path: String, permissions: UInt32) -> Result<Int32, SystemError> {
        if let refused = refused(path) { return .failure(refused) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions))
        return descriptor < 0 ? .failure(SystemError(errno)) : .success(descriptor)
    }

    /// The status of an open file.
    package static func status(of descriptor: Int32) -> Result<Status, SystemError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(SystemError(errno)) }
        return .success(Status(kind: FileKind(mode: UInt32(info.st_mode)), size: Int(info.st_size), permissions: UInt32(info.st_mode) & 0o7777))
    }

    /// The status of `path` itself, not of what a link there points to; nil when nothing is there.
    package static func linkStatus(_ path: String) -> Result<Status?, SystemError> {
        if let refused = refused(path) { return .failure(refused) }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT ? .success(nil) : .failure(SystemError(code))
        }
        return .success(Status(kind: FileKind(mode: UInt32(info.st_mode)), size: Int(info.st_size), permissions: UInt32(info.st_mode) & 0o7777))
    }

    /// Reads at most `limit` bytes; fewer only at the end of the file.
    package static func readBytes(_ descriptor: Int32, upTo limit: Int) -> Result<[UInt8], SystemError> {
        var bytes: [UInt8] = []
        // The chunk is read into, never read before: it is left unfilled (zeroing 1 MiB for every page read was most of
        // `guidespec extract`'s time outside the pages themselves).
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(max(limit, 1), 1 << 20), alignment: 1)
        defer { chunk.deallocate() }
        while bytes.count < limit {
            let count = read(descriptor, chunk.baseAddress, min(chunk.count, limit - bytes.count))
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemError(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
        return .success(bytes)
    }

    /// Writes every byte, in chunks of at most 1 MiB, retrying after interruptions and waiting on a non-blocking
    /// descriptor (a standard output some CI runners leave non-blocking) until it takes more.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> SystemError? {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, min(bytes.count - offset, 1 << 20))
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return SystemError(errno)
            }
            offset += count
        }
        return nil
    }

    /// What one read from a descriptor gave.
    package enum ReadResult: Equatable {
        /// This many bytes; 0 at the end of the file or pipe.
        case read(Int)
        /// Nothing yet, on a non-blocking descriptor.
        case wouldBlock
        case failed(SystemError)
    }

    /// One read of at most `buffer.count` bytes, retried after an interruption.
    package static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return .read(count) }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .failed(SystemError(errno))
        }
    }

    /// What one write to a descriptor did.
    package enum WriteResult: Equatable {
        /// This many bytes were written.
        case wrote(Int)
        /// Nothing could be written now, on a non-blocking descriptor.
        case wouldBlock
        case failed(SystemError)
    }

    /// One write of at most `bytes.count` bytes, retried after an interruption.
    package static func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> WriteResult {
        while true {
            let count = write(descriptor, bytes.baseAddress, bytes.count)
            if count >= 0 { return .wrote(count) }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .failed(SystemError(errno))
        }
    }

    /// Flushes a file's or a folder's data to the disk.
    package static func synchronize(_ descriptor: Int32) -> SystemError? {
        fsync(descriptor) == 0 ? nil : SystemError(errno)
    }

    /// Sets a file's permission bits.
    package static func setPermissions(_ descriptor: Int32, _ permissions: UInt32) -> SystemError? {
        fchmod(descriptor, mode_t(permissions)) == 0 ? nil : SystemError(errno)
    }

    /// Closes a descriptor; a failure here means buffered data may not have reached the disk.
    @discardableResult
    package static func closeDescriptor(_ descriptor: Int32) -> SystemError? {
        close(descriptor) == 0 ? nil : SystemError(errno)
    }

    /// Replaces `destination` by `source` in one step.
    package static func renameFile(_ source: String, to destination: String) -> SystemError? {
        if let refused = refused(source) ?? refused(destination) { return refused }
        return rename(source, destination) == 0 ? nil : SystemError(errno)
    }

    /// Removes a file; removing what is already gone succeeds.
    @discardableResult
    package static func removeFile(_ path: String) -> SystemError? {
        if let refused = refused(path) { return refused }
        return unlink(path) == 0 || errno == ENOENT ? nil : SystemError(errno)
    }

    /// Creates one folder; an existing folder is fine.
    package static func makeFolder(_ path: String) -> SystemError? {
        if let refused = refused(path) { return refused }
        return mkdir(path, 0o777) == 0 || errno == EEXIST ? nil : SystemError(errno)
    }

    /// The canonical absolute path of an existing path, with every link resolved.
    package static func resolvedPath(_ path: String) -> Result<String, SystemError> {
        if let refused = refused(path) { return .failure(refused) }
        guard let resolved = realpath(path, nil) else { return .failure(SystemError(errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// Takes an exclusive lock on an open file or folder without waiting; false when another open file holds it.
    package static func lockWithoutWaiting(_ descriptor: Int32) -> Result<Bool, SystemError> {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .success(true) }
        return errno == EWOULDBLOCK ? .success(false) : .failure(SystemError(errno))
    }

    /// Whether a process with this id exists on this machine (one that we may not signal counts as existing).
    package static func processExists(_ id: Int32) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }

    /// This process's id.
    package static var processID: Int32 { getpid() }

    /// The machine's host name, or an empty string.
    package static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The processor time of this process's children that it has waited for, in seconds (user and system).
    package static func childProcessorSeconds() -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage) == 0 else { return 0 }
        return [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
    }

    /// Whether a descriptor is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Whether a descriptor is open.
    package static func isOpen(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) != -1
    }

    /// Opens /dev/null into the lowest free descriptor, so that a closed standard stream is not reused by a file.
    package static func fillWithNull() {
        _ = open("/dev/null", O_RDWR)
    }

    /// Makes a write to a closed pipe fail with EPIPE instead of killing the process: set once, by the first use (the
    /// standard streams' preparation, or the first child process started), the one place GuideSpec ignores SIGPIPE.
    package static let brokenPipesIgnored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Paths removed if SIGINT, SIGTERM or SIGHUP ends the process, kept where a signal handler can read them without
    /// allocating or locking: a fixed number of fixed-size slots of C strings, each with an in-use flag.
    package enum RemovalOnSignal {
        static let slotCount = 8
        static let slotSize = Int(PATH_MAX) + 1
        nonisolated(unsafe) static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        nonisolated(unsafe) static let inUse: UnsafeMutablePointer<Int32> = {
            let flags = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount)
            flags.initialize(repeating: 0, count: slotCount)
            return flags
        }()
        nonisolated(unsafe) private static var handlersInstalled = false
        private static let lock = NSLock()

        /// Puts `path` in a free slot and returns the slot, or nil when the path is too long or every slot is taken.
        static func insert(_ path: String) -> Int? {
            let bytes = Array(path.utf8)
            guard bytes.count < slotSize else { return nil }
            lock.lock()
            defer { lock.unlock() }
            if !handlersInstalled {
                // A parent may start us with these signals blocked (some test runners do); they must reach the handler.
                var unblocked = sigset_t()
                sigemptyset(&unblocked)
                for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                    signal(signalNumber, removeAndDie)
                    sigaddset(&unblocked, signalNumber)
                }
                pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
                handlersInstalled = true
            }
            guard let slot = (0..<slotCount).first(where: { inUse[$0] == 0 }) else { return nil }
            let start = paths + slot * slotSize
            for (offset, byte) in bytes.enumerated() { start[offset] = CChar(bitPattern: byte) }
            start[bytes.count] = 0
            inUse[slot] = 1
            return slot
        }

        /// Frees a slot `insert` returned.
        static func remove(_ slot: Int) {
            lock.lock()
            defer { lock.unlock() }
            inUse[slot] = 0
        }
    }

    /// The handler of SIGINT, SIGTERM and SIGHUP: removes the registered paths with async-signal-safe calls only, then
    /// ends the process by the same signal, so its parent sees how it ended.
    private static let removeAndDie: @convention(c) (Int32) -> Void = { signalNumber in
        for slot in 0..<RemovalOnSignal.slotCount where RemovalOnSignal.inUse[slot] != 0 {
            unlink(RemovalOnSignal.paths + slot * RemovalOnSignal.slotSize)
        }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }

    /// The error of a path the system would read otherwise than GuideSpec does (`SafePath.problem`: one holding a NUL,
    /// where the C string handed to the system would end), refused before any call; nil for a path that can be handed on.
    private static func refused(_ path: String) -> SystemError? {
        SafePath.problem(path) == nil ? nil : SystemError(Code.nulInPath)
    }

    /// The error numbers GuideSpec tells apart.
    package enum Code {
        /// Not an `errno`: a path holding a NUL, refused before the system saw it.
        static let nulInPath: Int32 = -1
        static let notFound = ENOENT
        static let notAFolder = ENOTDIR
        static let isAFolder = EISDIR
        static let linkLoop = ELOOP
        static let nameTooLong = ENAMETOOLONG
        static let permissionDenied = EACCES
        static let notPermitted = EPERM
        static let noSpace = ENOSPC
        static let quota = EDQUOT
        static let readOnly = EROFS
        static let brokenPipe = EPIPE
        static let badDescriptor = EBADF
        static let inputOutput = EIO
        static let tooManyOpenFiles = EMFILE
        static let noLocks = ENOLCK
        static let notSupported = EOPNOTSUPP
    }

    /// The C library's description of an error number.
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The processor time this process has used, in seconds: what a benchmark measures on a machine other work shares.
    package static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
