import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One long-running `git cat-file --batch`: blob contents by id, one request at a time, through one pair of pipes.
final class GitBlobReader {
    /// What the repository holds under an id.
    enum Blob: Equatable {
        case bytes([UInt8])
        /// The object is not in the repository (a shallow or partial clone).
        case missing
        /// The blob is larger than the limit asked for; its bytes were skipped.
        case tooLarge(Int)
    }

    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private var buffer: [UInt8] = []
    private var position = 0
    /// How many blobs this reader returned.
    private(set) var blobsRead = 0

    /// Starts `git cat-file --batch` in the repository.
    init(_ git: GitCommand) throws(HistoryFailure) {
        _ = Self.ignoreBrokenPipes
        process = git.makeProcess(["cat-file", "--batch"])
        let requests = Pipe(), replies = Pipe()
        process.standardInput = requests
        process.standardOutput = replies
        process.standardError = FileHandle.nullDevice
        input = requests.fileHandleForWriting
        output = replies.fileHandleForReading
        do {
            try process.run()
        } catch {
            throw .git("cannot run \(git.executable.path) cat-file: \(error.localizedDescription)")
        }
    }

    deinit { finish() }

    /// The blob `id`; bytes over `limit` are not kept. Throws when git stops answering or answers out of protocol.
    func read(_ id: String, limit: Int) throws(HistoryFailure) -> Blob {
        do {
            try input.write(contentsOf: Data("\(id)\n".utf8))
        } catch {
            throw .git("git cat-file --batch stopped reading requests (at blob \(id))")
        }
        let header = String(decoding: try line(), as: UTF8.self)
        let fields = header.split(separator: " ")
        if fields.count == 2 && fields[1] == "missing" { return .missing }
        guard fields.count == 3, fields[0] == id, let size = Int(fields[2]), size >= 0 else {
            throw .git("git cat-file --batch answered \"\(header.prefix(120))\" for blob \(id)")
        }
        guard fields[1] == "blob" else { throw .git("object \(id) is a \(fields[1]), not a blob") }
        let body = try bytes(size + 1, keep: size <= limit)
        blobsRead += 1
        return size <= limit ? .bytes(Array(body.dropLast())) : .tooLarge(size)
    }

    /// Closes git's input and waits for it to exit.
    func finish() {
        try? input.close()
        if process.isRunning { process.waitUntilExit() }
    }

    /// The next line of git's output, without its newline.
    private func line() throws(HistoryFailure) -> ArraySlice<UInt8> {
        while true {
            if let end = buffer[position...].firstIndex(of: 0x0A) {
                let text = buffer[position..<end]
                position = end + 1
                return text
            }
            try fill()
        }
    }

    /// The next `count` bytes of git's output; with `keep` false they are skipped and an empty array is returned.
    private func bytes(_ count: Int, keep: Bool) throws(HistoryFailure) -> [UInt8] {
        var result: [UInt8] = []
        if keep { result.reserveCapacity(count) }
        var remaining = count
        while remaining > 0 {
            if position == buffer.count { try fill() }
            let take = min(remaining, buffer.count - position)
            if keep { result += buffer[position..<(position + take)] }
            position += take
            remaining -= take
        }
        return result
    }

    /// Reads more of git's output into the buffer, dropping what was consumed.
    private func fill() throws(HistoryFailure) {
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        // FileHandle.read(upToCount:) waits for the whole count; read(2) returns what the pipe holds.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var count: Int
        repeat {
            count = chunk.withUnsafeMutableBytes { readDescriptor(output.fileDescriptor, $0.baseAddress, $0.count) }
        } while count < 0 && errno == EINTR
        guard count >= 0 else { throw .git("cannot read from git cat-file --batch: \(String(cString: strerror(errno)))") }
        guard count > 0 else { throw .git("git cat-file --batch exited before answering") }
        buffer += chunk[..<count]
    }

    /// Writing to a git that has exited must fail with EPIPE, not kill GuideSpec.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
}

/// The C library's read(2), under a name the reader's own `read` does not hide.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
