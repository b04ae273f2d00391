/// What one commit did to one file, as git's raw diff against the first parent says.
enum FileChange: Hashable, Sendable {
    /// The file at `path` now holds `blob`: added, modified, or renamed from `renamedFrom`.
    case write(path: String, blob: String, renamedFrom: String?)
    /// The file at `path` is gone (or is no longer a regular file).
    case delete(path: String)

    /// The regular-file modes; symbolic links and submodules have no page text.
    static let regularModes: Set<Substring> = ["100644", "100755"]

    /// The changes one raw diff entry stands for: `status` is git's letter with its score (`M`, `R086`), `modes` and
    /// `blobs` are the entry's old and new values, `paths` one path or, for renames and copies, source and destination.
    static func changes(status: Substring, modes: (Substring, Substring), newBlob: Substring, paths: [String]) -> [FileChange] {
        let isFile = regularModes.contains(modes.1)
        let destination = paths[paths.count - 1]
        switch status.first {
        case "D":
            return [.delete(path: destination)]
        case "R" where paths.count == 2:
            return isFile ? [.write(path: destination, blob: String(newBlob), renamedFrom: paths[0])] : [.delete(path: paths[0])]
        default:
            // A, C (the source stays), M, T, and anything newer git may print: the destination holds the new blob.
            return isFile ? [.write(path: destination, blob: String(newBlob), renamedFrom: nil)] : [.delete(path: destination)]
        }
    }
}
