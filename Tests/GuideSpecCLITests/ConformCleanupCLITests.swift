import Foundation
import Testing
import GuideSpecTestSupport

/// A process of the adapter that forks every millisecond, each generation in a session of its own and its parent exiting
/// at once (audit fork-chain-escapes-cleanup), ends with the run: guidespec is the subreaper, so each generation becomes
/// its child when the one before exits, and the sweep ends only when two passes in a row find none of it.
@Suite struct ConformCleanupCLITests {
    @Test func aChainThatForksEveryMillisecondEndsWithTheRun() throws {
        let folder = try ConformCLITests.folder()
        let pids = folder.appendingPathComponent("pids")
        defer {
            Self.end(mentioning: pids.path)
            try? FileManager.default.removeItem(at: folder)
        }
        // Output goes to a file and the end of guidespec is watched in /proc: a chain that escaped would hold a pipe, or the
        // descriptor through which Foundation learns that its child ended, and keep the test waiting instead of failing.
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["conform", "--adapter", "python3 \(ConformCLITests.fixture) fork-chain+slow golden/cases.jsonl \(pids.path)"]
        process.currentDirectoryURL = folder
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("out.txt").path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: folder.appendingPathComponent("out.txt"))
        process.standardError = FileHandle.nullDevice
        try process.run()
        let started = ContinuousClock.now
        while ProcessProbe.isRunning(process.processIdentifier), ContinuousClock.now - started < .seconds(60) { usleep(20_000) }
        let output = try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8)
        #expect(output.hasSuffix("2 cases: 1 passed, 1 failed, 0 errored, 0 skipped, 0 expected failures\n"))
        let noted = try ProcessProbe.pids(in: pids).count
        #expect(noted >= 3, "the adapter and at least two generations of the chain noted their pids")
        // A live chain notes a pid about every tenth of a second.
        usleep(600_000)
        #expect(try ProcessProbe.pids(in: pids).count == noted, "the chain went on after guidespec ended")
        Self.end(mentioning: pids.path)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
    }

    /// Ends whatever of a chain outlived a failed test, so that it does not run on after the suite: SIGKILL to every
    /// process whose command line holds `text`, looked for among the newest pids (where the next generation is) and then
    /// in all of `/proc`, until nothing is found for a second (or ten seconds pass).
    static func end(mentioning text: String) {
        let needle = Array(text.utf8)
        func mentions(_ pid: Int32) -> Bool {
            guard let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return line.withUnsafeBytes { Array($0) }.firstRange(of: needle) != nil
        }
        let giveUp = ContinuousClock.now + .seconds(10)
        var lastFound = ContinuousClock.now
        while ContinuousClock.now < giveUp, ContinuousClock.now - lastFound < .seconds(1) {
            let newest =
                (FileManager.default.contents(atPath: "/proc/sys/kernel/ns_last_pid").flatMap {
                    Int32(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                }) ?? 0
            var found = (max(2, newest - 40)...max(2, newest + 3)).filter(mentions)
            if found.isEmpty {
                let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                found = all.compactMap(Int32.init).filter(mentions)
            }
            for pid in found { kill(pid, SIGKILL) }
            if !found.isEmpty { lastFound = .now }
        }
    }
}
