import Dispatch
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
        let kept = SystemCalls.hostName.unicodeScalars.filter { PageName.isASCIILetterOrDigit($0) || $0 == "-" }.prefix(32)
        return kept.isEmpty ? "host" : String(String.UnicodeScalarView(kept))
    }()

    /// Records `path` before it is created, so that a signal arriving at any point finds it.
    static func register(_ path: String) { Registry.shared.insert(path) }

    /// Forgets `path` once it has been renamed or removed.
    static func unregister(_ path: String) { Registry.shared.remove(path) }

    /// The paths being written, and the signal handlers that remove them.
    private final class Registry: @unchecked Sendable {
        static let shared = Registry()

        private let lock = NSLock()
        private var paths: Set<String> = []
        private var sources: [any DispatchSourceSignal] = []

        func insert(_ path: String) {
            lock.lock()
            defer { lock.unlock() }
            installHandlersOnce()
            paths.insert(path)
        }

        func remove(_ path: String) {
            lock.lock()
            defer { lock.unlock() }
            paths.remove(path)
        }

        /// Handles the terminating signals on a dispatch queue, so that cleanup runs even while the main thread is
        /// blocked in a write. Installed only when the first temporary file is registered, after any child process
        /// (an adapter) has been started, so children keep the default handlers.
        private func installHandlersOnce() {
            guard sources.isEmpty else { return }
            for signalNumber in SystemCalls.terminatingSignals {
                SystemCalls.ignore(signalNumber)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [unowned self] in self.removeAllAndDie(by: signalNumber) }
                source.resume()
                sources.append(source)
            }
        }

        private func removeAllAndDie(by signalNumber: Int32) -> Never {
            lock.lock()
            for path in paths { SystemCalls.removeFile(path) }
            SystemCalls.dieBy(signalNumber)
        }
    }
}
