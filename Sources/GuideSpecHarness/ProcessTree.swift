import Foundation
import GuideSpecIO

/// The processes an adapter left behind, found through `/proc` (Linux): its process group, its descendants, and every
/// process whose environment carries the adapter's marker, which a child keeps even when it detaches with `setsid`.
///
/// Elsewhere only the process group is known, and `members` is empty.
enum ProcessTree {
    /// The environment variable every adapter is started with; its value is unique to one start.
    static let markerVariable = "GUIDESPEC_ADAPTER_RUN"

    /// One line of `/proc/PID/stat`: the fields the search needs.
    struct Entry: Hashable {
        var pid: Int32
        var parent: Int32
        var group: Int32
        var session: Int32
        /// `Z` for a zombie, which holds no resources and needs only reaping.
        var state: UInt8
        /// Clock ticks after boot at which the process started.
        var startTicks: UInt64
    }

    /// The processes that belong to the adapter led by `leader`: its group, its descendants, and the processes started at or
    /// after `startTicks` whose environment holds `marker`. The leader itself is not listed. Zombies are listed too: one whose
    /// parent dies passes to this process when it is the subreaper (`guidespec`), which must reap it, or it would outlive
    /// the run.
    static func members(leader: Int32, marker: String, startTicks: UInt64) -> [Int32] {
        #if os(Linux)
        let entries = snapshot()
        let parents = Dictionary(entries.map { ($0.pid, $0.parent) }, uniquingKeysWith: { first, _ in first })
        let needle = Array("\(markerVariable)=\(marker)".utf8)
        return entries.filter { entry in
            guard entry.pid != leader, entry.pid != SystemCalls.processID else { return false }
            if entry.group == leader || descends(entry.pid, from: leader, parents: parents) { return true }
            return entry.startTicks >= startTicks && environment(of: entry.pid, contains: needle)
        }.map(\.pid).sorted()
        #else
        return []
        #endif
    }

    /// The children of this process, read from `/proc/self/task/*/children` (no scan of every process): when this process
    /// is the subreaper (`guidespec`), where an orphan of the adapter lands as soon as its parent exits, so that a chain
    /// that forks, detaches and exits faster than a scan of `/proc` can follow is still found; `markedChildren` keeps
    /// those with the adapter's marker.
    static func markedChildren(marker: String) -> [Int32] {
        #if os(Linux)
        let needle = Array("\(markerVariable)=\(marker)".utf8)
        return children().filter { environment(of: $0, contains: needle) }.sorted()
        #else
        return []
        #endif
    }

    /// The zombies this process adopted as subreaper that left its session (`setsid`): the generations of a detached chain,
    /// or a detached adapter child's parent, which exits at once and is found by no search while its own parent lives. No
    /// code of this process started them, so no other code waits for them; left unreaped they would linger, and Swift
    /// Testing's exit tests, which wait for any child, would wait for them forever.
    static func adoptedSessionLeaders() -> [Int32] {
        #if os(Linux)
        let session = ProcessCalls.sessionID
        return children().filter { child in
            guard let entry = entry(child) else { return false }
            return entry.state == UInt8(ascii: "Z") && entry.session != session
        }.sorted()
        #else
        return []
        #endif
    }

    /// When the process `pid` started, in clock ticks after boot; 0 when it cannot be read.
    static func startTicks(of pid: Int32) -> UInt64 {
        #if os(Linux)
        return entry(pid).map(\.startTicks) ?? 0
        #else
        return 0
        #endif
    }

    /// Whether `pid` exists at all, running or a zombie not yet reaped.
    static func exists(_ pid: Int32) -> Bool {
        #if os(Linux)
        return entry(pid) != nil
        #else
        return SystemCalls.processExists(pid)
        #endif
    }

    /// Whether `pid` still runs: it exists and is not a zombie.
    static func isRunning(_ pid: Int32) -> Bool {
        #if os(Linux)
        guard let entry = entry(pid) else { return false }
        return entry.state != UInt8(ascii: "Z")
        #else
        return SystemCalls.processExists(pid)
        #endif
    }

    /// Whether `pid`'s chain of parents reaches `ancestor`.
    private static func descends(_ pid: Int32, from ancestor: Int32, parents: [Int32: Int32]) -> Bool {
        var current = pid
        for _ in 0..<parents.count {
            guard let parent = parents[current], parent > 1 else { return false }
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }

    /// The children of this process, from `/proc/self/task/*/children`: a list only as long as the children themselves, read
    /// whole (a chain can leave many thousands of zombies here before they are reaped).
    private static func children() -> Set<Int32> {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return [] }
        return Set(
            tasks.flatMap { task -> [Int32] in
                guard let bytes = contents(of: "/proc/self/task/\(task)/children", limit: 1 << 24) else { return [] }
                return bytes.split(separator: UInt8(ascii: " ")).compactMap { Int32(String(decoding: $0, as: UTF8.self)) }
            })
    }

    /// Every process `/proc` lists that can be read.
    private static func snapshot() -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { name in Int32(name).flatMap(entry) }
    }

    /// The stat line of `pid`, parsed; nil when the process is gone.
    private static func entry(_ pid: Int32) -> Entry? {
        guard let bytes = contents(of: "/proc/\(pid)/stat", limit: 4096) else { return nil }
        // The command name is in parentheses and may hold anything, spaces and parentheses included: fields follow the last `)`.
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        // fields[0] is the state (field 3 of proc(5)); the start time is field 22.
        guard fields.count > 19, let state = fields[0].first else { return nil }
        func number<Value: FixedWidthInteger>(_ index: Int) -> Value? { Value(String(decoding: fields[index], as: UTF8.self)) }
        guard let parent: Int32 = number(1), let group: Int32 = number(2), let session: Int32 = number(3), let start: UInt64 = number(19)
        else { return nil }
        return Entry(pid: pid, parent: parent, group: group, session: session, state: state, startTicks: start)
    }

    /// Whether the NUL-separated environment of `pid` holds `entry` (`NAME=VALUE`) as one of its entries.
    private static func environment(of pid: Int32, contains entry: [UInt8]) -> Bool {
        guard let bytes = contents(of: "/proc/\(pid)/environ", limit: 1 << 20) else { return false }
        return bytes.split(separator: 0).contains { $0.elementsEqual(entry) }
    }

    /// Up to `limit` bytes of a `/proc` file, or nil when it cannot be opened.
    private static func contents(of path: String, limit: Int) -> [UInt8]? {
        guard case .success(let descriptor) = SystemCalls.openForReading(path) else { return nil }
        defer { SystemCalls.closeDescriptor(descriptor) }
        switch SystemCalls.readBytes(descriptor, upTo: limit) {
        case .success(let bytes): return bytes
        case .failure: return []
        }
    }
}
