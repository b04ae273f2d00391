public import Foundation

/// What tests ask about processes an adapter fixture started: the pids it wrote down, and whether each still runs.
public enum ProcessProbe {
    /// The pids listed in `file`, one a line.
    public static func pids(in file: URL) throws -> [pid_t] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Whether `pid` runs: `/proc` lists it and it is not a zombie.
    public static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }
}
