import Foundation

/// The walked commits, oldest first, each with what it changed against its first parent: one `git log` over the
/// first-parent chain, read from its `-z` raw output.
struct CommitLog {
    /// One commit and its file changes.
    struct Entry {
        var commit: HistoryCommit
        var changes: [FileChange]
    }

    var entries: [Entry]

    /// Each header starts with a record separator, then id, parents, author date, author name and subject, each ended by NUL.
    static let format = "%x1e%H%x00%P%x00%aI%x00%an%x00%s%x00"

    /// The `git log` arguments for `range` (such as `abc123..HEAD`), limited to the walked folder.
    static func arguments(range: String) -> [String] {
        [
            "log", "--first-parent", "--diff-merges=first-parent", "--root", "--raw", "-z", "--no-abbrev", "-M", "--no-relative",
            "--no-color", "--no-show-signature", "--no-textconv", "--no-ext-diff", "--reverse", "--format=\(format)", range, "--", ".",
        ]
    }

    /// Reads git's output; anything out of that format is a git failure.
    init(parsing data: Data) throws(HistoryFailure) {
        var reader = RawReader(bytes: [UInt8](data))
        var entries: [Entry] = []
        while let byte = reader.skipSeparators() {
            if byte == 0x1E {
                reader.advance()
                let fields = try (0..<5).map { _ throws(HistoryFailure) in try reader.field() }
                let commit = HistoryCommit(
                    id: fields[0], parents: fields[1].split(separator: " ").map(String.init), date: fields[2], author: fields[3], subject: fields[4])
                entries.append(Entry(commit: commit, changes: []))
            } else if byte == UInt8(ascii: ":"), !entries.isEmpty {
                let meta = try reader.field().dropFirst().split(separator: " ")
                guard meta.count == 5 else { throw Self.unexpected("raw diff entry \":\(meta.joined(separator: " "))\"") }
                let pathCount = meta[4].first == "R" || meta[4].first == "C" ? 2 : 1
                let paths = try (0..<pathCount).map { _ throws(HistoryFailure) in try reader.field() }
                entries[entries.count - 1].changes += FileChange.changes(status: meta[4], modes: (meta[0], meta[1]), newBlob: meta[3], paths: paths)
            } else {
                throw Self.unexpected("byte \(byte) at offset \(reader.position)")
            }
        }
        self.entries = entries
    }

    private static func unexpected(_ what: String) -> HistoryFailure { .git("git log printed an unexpected \(what)") }
}

/// A cursor over NUL-separated git output.
private struct RawReader {
    var bytes: [UInt8]
    var position = 0

    /// Skips the NULs and newlines between records and returns the next byte, or nil at the end.
    mutating func skipSeparators() -> UInt8? {
        while position < bytes.count, bytes[position] == 0 || bytes[position] == 0x0A { position += 1 }
        return position < bytes.count ? bytes[position] : nil
    }

    mutating func advance() { position += 1 }

    /// The text up to the next NUL, which is consumed.
    mutating func field() throws(HistoryFailure) -> String {
        guard let end = bytes[position...].firstIndex(of: 0) else { throw .git("git log output ends inside a record") }
        defer { position = end + 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }
}
