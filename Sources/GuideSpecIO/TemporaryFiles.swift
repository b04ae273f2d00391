import Foundation

/// The temporary files a run is writing: named so that a later run can tell the stale ones, and removed on every exit
/// path that can still run code (an error, SIGINT, SIGTERM, SIGHUP). SIGKILL leaves them; the next run that writes
/// into the same folder removes them.
///
/// A temporary file is `.guidespec-tmp.<pid>.<host>.<random>.<name>` in the folder of the file it will replace, so
/// the final rename never crosses a file system. It is stale when it was made on this host by a process that no
/// longer exists; temporary files of other hosts (a shared volume) are left alone.
enum TemporaryFiles {
    /// The start of every temporary file's name.
    static let prefix = ".guidespec-tmp."

    /// A fresh temporary path in `folder` for the file `name`.
    static func path(in folder: String, for name: String) -> String {
        let random = String(UInt64.random(in: 0..<(1 << 40)), radix: 36)
        let head = "\(prefix)\(SystemCalls.processID).\(host).\(random)."
        var tail = ""
        for scalar in name.unicodeScalars {
            guard head.utf8.count + tail.utf8.count + String(scalar).utf8.count <= 255 else { break }
            tail.unicodeScalars.append(scalar)
        }
        return folder + "/" + head + tail
    }

    /// Whether `name`, a file name in some folder, is a temporary file left by a run that has ended on this host.
    static func isStale(_ name: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let parts = name.dropFirst(prefix.count).split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let process = Int32(parts[0]), parts[1] == host else { return false }
        return process != SystemCalls.processID && !SystemCalls.processExists(process)
    }

    /// Removes the stale temporary files of `folder` and returns their names, sorted.
    @discardableResult
    static func removeStale(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(isStale).sorted().filter { SystemCalls.removeFile(folder + "/" + $0) == nil }
    }

    /// This host's name as it appears in temporary file names: letters, digits and `-`, at most 32 of them.
    static let host: String = {
        let kept = SystemCalls.hostName.unicodeScalars.filter { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }.prefix(32)
        return kept.isEmpty ? "host" : String(String.UnicodeScalarView(kept))
    }()

    /// Records `path` before it is created, so that a signal arriving at any point finds it; returns the token to
    /// `unregister` (nil when the path could not be recorded: it is then removed on errors but not on signals).
    static func register(_ path: String) -> Int? { SystemCalls.RemovalOnSignal.insert(path) }

    /// Forgets a path once it has been renamed or removed.
    static func unregister(_ token: Int?) {
        if let token { SystemCalls.RemovalOnSignal.remove(token) }
    }
}
