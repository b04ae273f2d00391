/// One file followed through renames: every state it had in the walk, oldest first.
struct FileLineage: Sendable {
    /// The file at one commit: where it was and what it held.
    struct State: Hashable, Sendable {
        /// The index of the commit in the walk; -1 for the state the walk starts from (`--since`).
        var commit: Int
        var path: String
        /// The blob id, or nil once the file is deleted.
        var blob: String?
        /// The path the file was renamed from at this commit.
        var renamedFrom: String?
    }

    var states: [State]

    /// The path the file has (or last had) at the end of the walk.
    var lastPath: String { states[states.count - 1].path }
}

/// Follows every file a page could live in through the walk. A file keeps its identity when git sees it renamed to a
/// path no other file has held; a path that is deleted and written again is the same file, so items that come back
/// read as re-added.
struct FileLineages {
    private(set) var lineages: [FileLineage] = []
    /// The lineage each path holds now (deleted files keep their path until another file is renamed over it).
    private var byPath: [String: Int] = [:]

    /// The lineages of every tracked file under `prefix`, from the state at the start (`base`) through each commit.
    init(base: [(path: String, blob: String)], log: [CommitLog.Entry], prefix: String) {
        for file in base where PagePath.isTracked(file.path, prefix: prefix) {
            record(FileLineage.State(commit: -1, path: file.path, blob: file.blob), at: file.path)
        }
        for (index, entry) in log.enumerated() {
            let changes = entry.changes
            // Files leave their paths (renames, deletions) before others are written, so that a path freed in a commit
            // can be taken in the same commit.
            for change in changes {
                switch change {
                case .delete(let path):
                    if let lineage = byPath[path] { record(FileLineage.State(commit: index, path: path, blob: nil), to: lineage) }
                case .write(let path, let blob, let source?):
                    rename(from: source, to: path, blob: blob, commit: index, prefix: prefix)
                case .write:
                    break
                }
            }
            for case .write(let path, let blob, nil) in changes where PagePath.isTracked(path, prefix: prefix) {
                record(FileLineage.State(commit: index, path: path, blob: blob), at: path)
            }
        }
    }

    /// A rename keeps the file's identity when the destination is tracked and free; otherwise it is a deletion and a write.
    private mutating func rename(from source: String, to destination: String, blob: String, commit: Int, prefix: String) {
        let moving = byPath[source]
        let tracked = PagePath.isTracked(destination, prefix: prefix)
        if let moving, tracked, byPath[destination] == nil {
            byPath[source] = nil
            byPath[destination] = moving
            record(FileLineage.State(commit: commit, path: destination, blob: blob, renamedFrom: source), to: moving)
            return
        }
        if let moving { record(FileLineage.State(commit: commit, path: source, blob: nil), to: moving) }
        if tracked { record(FileLineage.State(commit: commit, path: destination, blob: blob), at: destination) }
    }

    /// Appends `state` to the lineage at `path`, starting one there if none is.
    private mutating func record(_ state: FileLineage.State, at path: String) {
        if let lineage = byPath[path] {
            record(state, to: lineage)
        } else {
            byPath[path] = lineages.count
            lineages.append(FileLineage(states: [state]))
        }
    }

    /// Appends `state`, replacing a state of the same commit (a file deleted and written again in one commit).
    private mutating func record(_ state: FileLineage.State, to lineage: Int) {
        if lineages[lineage].states.last?.commit == state.commit {
            lineages[lineage].states[lineages[lineage].states.count - 1] = state
        } else {
            lineages[lineage].states.append(state)
        }
    }
}
