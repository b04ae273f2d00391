import Foundation

/// Exclusive locks on output folders, so that two runs never write into one folder at the same time.
///
/// A lock is `flock(2)` on the folder itself (no lock file is left behind); the kernel drops it when the process
/// ends, however it ends. A folder another process holds stops the run with exit 3. On a file system that cannot
/// lock (some network file systems) the run goes on unlocked.
public enum FolderLock {
    /// Locks the output folder `folder` for the rest of this process, when it exists; a folder that does not exist
    /// yet is locked when a `WritePlan` creates it. Call it first thing in a command that writes into a folder.
    public static func holdForThisRun(_ folder: String) throws(GuideSpecFailure) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return }
        _ = try Registry.shared.acquire(folder)
    }

    /// Locks `folder`, an existing folder; returns its resolved path when this call took the lock, nil when this
    /// process already held it (or the file system cannot lock).
    static func acquire(_ folder: String) throws(GuideSpecFailure) -> String? {
        try Registry.shared.acquire(folder)
    }

    /// Releases a lock `acquire` took, by the resolved path it returned.
    static func release(resolved: String) {
        Registry.shared.release(resolved)
    }

    /// The message of a folder another run holds.
    static func heldElsewhere(_ folder: String) -> GuideSpecFailure {
        .infrastructure(folder, "another guidespec run is writing into this folder; wait for it to end, then run again")
    }

    /// The folders this process holds, by resolved path, with the open descriptor that holds each.
    private final class Registry: @unchecked Sendable {
        static let shared = Registry()

        private let lock = NSLock()
        private var held: [String: Int32] = [:]

        func acquire(_ folder: String) throws(GuideSpecFailure) -> String? {
            let resolved: String
            switch SystemCalls.resolvedPath(folder) {
            case .success(let path): resolved = path
            case .failure(let error): throw .infrastructure(folder, "cannot be locked: \(error.problem)")
            }
            lock.lock()
            defer { lock.unlock() }
            guard held[resolved] == nil else { return nil }
            let descriptor: Int32
            switch SystemCalls.openFolder(resolved) {
            case .success(let opened): descriptor = opened
            case .failure(let error): throw .infrastructure(folder, "cannot be locked: \(error.problem)")
            }
            switch SystemCalls.lockWithoutWaiting(descriptor) {
            case .success(true):
                held[resolved] = descriptor
                return resolved
            case .success(false):
                SystemCalls.closeDescriptor(descriptor)
                throw heldElsewhere(folder)
            case .failure(let error) where [SystemCalls.Code.noLocks, SystemCalls.Code.notSupported].contains(error.code):
                SystemCalls.closeDescriptor(descriptor)
                return nil
            case .failure(let error):
                SystemCalls.closeDescriptor(descriptor)
                throw .infrastructure(folder, "cannot be locked: \(error.problem)")
            }
        }

        func release(_ resolved: String) {
            lock.lock()
            defer { lock.unlock() }
            if let descriptor = held.removeValue(forKey: resolved) { SystemCalls.closeDescriptor(descriptor) }
        }
    }
}
