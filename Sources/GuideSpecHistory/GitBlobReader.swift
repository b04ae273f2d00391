import Foundation
import GuideSpecIO

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

    private let child: ChildProcess
    private var buffer: [UInt8] = []
    private var position = 0
    /// How many blobs this reader returned.
    private(set) var blobsRead = 0

    /// The blobs the repository lacks, found before any is asked for (`RepositoryWalk.missingBlobs`).
    private let missing: Set<String>

    /// Starts `git cat-file --batch` in the repository; a blob of `missing` is answered as missing without asking git,
    /// which would try to fetch it and end.
    init(_ git: GitCommand, missing: Set<String> = []) throws(HistoryFailure) {
        self.missing = missing
        do {
            child = try ChildProcess(git.commandLine(["cat-file", "--batch"]), environment: git.environment, pipes: [.input, .output])
        } catch {
            throw .git("cannot run git cat-file: \(error)")
        }
    }

    deinit { finish() }

    /// The blob `id`; bytes over `limit` are not kept. Throws when git stops answering or answers out of protocol.
    func read(_ id: String, limit: Int) throws(HistoryFailure) -> Blob {
        if missing.contains(id) { return .missing }
        guard Array("\(id)\n".utf8).withUnsafeBytes({ SystemCalls.writeAll(child.input, $0) }) == nil else {
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
        child.close(.input)
        child.waitForEnd()
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
        // One read returns what the pipe holds, without waiting for a whole chunk.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        switch chunk.withUnsafeMutableBytes({ SystemCalls.readSome(child.output, into: $0) }) {
        case .read(let count) where count > 0: buffer += chunk[..<count]
        case .read, .wouldBlock: throw .git("git cat-file --batch exited before answering")
        case .failed(let error): throw .git("cannot read from git cat-file --batch: \(SystemCalls.describe(error.code))")
        }
    }
}
