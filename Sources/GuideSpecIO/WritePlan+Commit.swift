import Foundation

extension WritePlan {
    /// What `commit` would do, without creating, locking or writing anything (`--dry-run`, `--check`).
    public func preview() throws(GuideSpecFailure) -> [WriteChange] {
        var changes: [WriteChange] = []
        for entry in entries {
            let existing = try Self.destinationStatus(Self.location(entry.folder, entry.name), shown: entry.shown)
            changes.append(
                WriteChange(path: entry.shown, outcome: Self.outcome(of: entry, existing: existing, at: Self.location(entry.folder, entry.name))))
        }
        return changes
    }

    /// Writes the plan: each folder created if needed and, for output folders, locked; each file written through a
    /// synced temporary file renamed over the old one, only when its bytes change; then each changed folder synced.
    /// Any failure is exit 3 and stops the commit; the file being written keeps its old content, no temporary file stays.
    @discardableResult
    public func commit() throws(GuideSpecFailure) -> [WriteChange] {
        var outcomes: [WriteOutcome?] = Array(repeating: nil, count: entries.count)
        var locked: [String] = []
        defer { for folder in locked { FolderLock.release(resolved: folder) } }
        var folders: [String] = []
        for entry in entries where !folders.contains(entry.folder) { folders.append(entry.folder) }
        for folder in folders {
            let indices = entries.indices.filter { entries[$0].folder == folder }
            let first = entries[indices[0]]
            try Self.makeFolders(folder, shown: first.shown)
            if indices.contains(where: { entries[$0].locksFolder }), let taken = try FolderLock.acquire(folder) { locked.append(taken) }
            let resolved: String
            switch SystemCalls.resolvedPath(folder) {
            case .success(let path): resolved = path
            case .failure(let error): throw .infrastructure(first.shown, "cannot be written: \(error.problem)")
            }
            TemporaryFiles.removeStale(in: resolved)
            for index in indices { outcomes[index] = try Self.apply(entries[index], in: resolved) }
            if indices.contains(where: { outcomes[$0] != .unchanged }) { Self.synchronizeFolder(resolved) }
        }
        return zip(entries, outcomes).map { WriteChange(path: $0.shown, outcome: $1 ?? .unchanged) }
    }

    /// Writes or removes one file of the plan inside the resolved folder.
    private static func apply(_ entry: Entry, in resolved: String) throws(GuideSpecFailure) -> WriteOutcome {
        let target = resolved + "/" + entry.name
        let existing = try destinationStatus(target, shown: entry.shown)
        let outcome = outcome(of: entry, existing: existing, at: target)
        switch outcome {
        case .unchanged:
            break
        case .removed:
            if let error = SystemCalls.removeFile(target) { throw .infrastructure(entry.shown, "cannot be removed: \(error.problem)") }
        case .created, .updated:
            try replace(target, named: entry.name, in: resolved, with: entry.data ?? Data(), permissions: existing?.permissions, shown: entry.shown)
        }
        return outcome
    }

    /// What writing `entry` over what is at `location` does.
    private static func outcome(of entry: Entry, existing: SystemCalls.Status?, at location: String) -> WriteOutcome {
        guard let data = entry.data else { return existing == nil ? .unchanged : .removed }
        guard let existing else { return .created }
        guard existing.size == data.count, case .success(let bytes) = InputFile.read(entry.shown, at: location, limit: data.count, kind: "file"),
            data == Data(bytes)
        else { return .updated }
        return .unchanged
    }

    /// Writes `data` to a temporary file beside `target`, syncs it, and renames it over `target`; on any failure
    /// removes the temporary file and throws exit 3.
    private static func replace(
        _ target: String, named name: String, in folder: String, with data: Data, permissions: UInt32?, shown: String
    ) throws(GuideSpecFailure) {
        let temporary = TemporaryFiles.path(in: folder, for: name)
        let token = TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(token) }
        let descriptor: Int32
        switch SystemCalls.createExclusively(temporary, permissions: 0o666) {
        case .success(let opened): descriptor = opened
        case .failure(let error): throw .infrastructure(shown, "cannot be written: \(error.problem)")
        }
        var failure = data.withUnsafeBytes { SystemCalls.writeAll(descriptor, $0) }
        if failure == nil, let permissions { failure = SystemCalls.setPermissions(descriptor, permissions) }
        if failure == nil { failure = SystemCalls.synchronize(descriptor) }
        let closing = SystemCalls.closeDescriptor(descriptor)
        failure = failure ?? closing
        if failure == nil { failure = SystemCalls.renameFile(temporary, to: target) }
        if let failure {
            SystemCalls.removeFile(temporary)
            throw .infrastructure(shown, "cannot be written: \(failure.problem)")
        }
    }

    /// Creates `folder` and its missing parents.
    private static func makeFolders(_ folder: String, shown: String) throws(GuideSpecFailure) {
        var missing: [String] = []
        var path = folder
        while !FileManager.default.fileExists(atPath: path) {
            missing.append(path)
            let up = SafePath.parent(of: path)
            guard up != path else { break }
            path = up
        }
        for path in missing.reversed() {
            if let error = SystemCalls.makeFolder(path) { throw .infrastructure(shown, "cannot be written: cannot create \(path): \(error.problem)") }
        }
    }

    /// Syncs a folder so that the renames in it survive a crash; a file system that cannot sync folders is left as is.
    private static func synchronizeFolder(_ folder: String) {
        guard case .success(let descriptor) = SystemCalls.openFolder(folder) else { return }
        _ = SystemCalls.synchronize(descriptor)
        SystemCalls.closeDescriptor(descriptor)
    }
}
