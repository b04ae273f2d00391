import Foundation
import Testing
import GuideSpecTestSupport

/// A writer killed in the middle of a write: the old file stays whole, SIGINT and SIGTERM leave nothing behind, SIGKILL
/// leaves a temporary file that the next run removes, and a second run meanwhile is told the folder is busy.
///
/// The write is stopped mid-way by a small `LD_PRELOAD` library built here: its `write()` writes half of the first
/// buffer meant for a GuideSpec temporary file, then waits for a signal, so the kill always lands inside the write.
@Suite(.enabled(if: PausingWrite.library != nil, "needs a C compiler (cc) and LD_PRELOAD to pause a write mid-way"))
struct InterruptedWriteTests {
    static let old = "old spec, must survive\n"

    /// A sandbox whose `out/ios-purchase.zh.json` holds `old`, and a writer paused half-way through replacing it.
    static func pausedWriter(_ sandbox: Sandbox) throws -> (Process, temporary: String) {
        try sandbox.write("out/ios-purchase.zh.json", old)
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["extract", "zh/ios-purchase.md", "-o", "out"]
        process.currentDirectoryURL = sandbox.root
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_PRELOAD": PausingWrite.library ?? ""]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            if let temporary = sandbox.listing("out").first(where: { $0.hasPrefix(".guidespec-tmp.") }),
                let size = try? FileManager.default.attributesOfItem(atPath: sandbox.path("out/" + temporary))[.size] as? Int, size > 0
            {
                return (process, temporary)
            }
            usleep(20_000)
        }
        process.terminate()
        throw CocoaError(.fileWriteUnknown, userInfo: [NSDebugDescriptionErrorKey: "the writer never reached its temporary file"])
    }

    @Test func sigkillMidWriteKeepsTheOldFileAndTheNextRunRemovesTheLeftover() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let (writer, temporary) = try Self.pausedWriter(sandbox)
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        #expect(writer.terminationReason == .uncaughtSignal && writer.terminationStatus == SIGKILL)
        #expect(sandbox.bytes("out/ios-purchase.zh.json") == Data(Self.old.utf8))
        #expect(sandbox.listing("out") == [temporary, "ios-purchase.zh.json"].sorted(), "SIGKILL runs no code: the partial file stays")
        let next = try sandbox.run(["extract", "zh/ios-purchase.md", "-o", "out"])
        #expect(next.exitCode == 0)
        #expect(sandbox.listing("out") == ["ios-purchase.zh.json"])
        #expect(sandbox.bytes("out/ios-purchase.zh.json") != Data(Self.old.utf8))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aCatchableSignalMidWriteRemovesTheTemporaryFile(_ signal: Int32) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let (writer, _) = try Self.pausedWriter(sandbox)
        kill(writer.processIdentifier, signal)
        writer.waitUntilExit()
        #expect(writer.terminationReason == .uncaughtSignal && writer.terminationStatus == signal, "it ends by the signal, as its parent expects")
        #expect(sandbox.listing("out") == ["ios-purchase.zh.json"])
        #expect(sandbox.bytes("out/ios-purchase.zh.json") == Data(Self.old.utf8))
    }

    @Test func aSecondRunWhileTheFirstWritesSaysSoAndExitsThree() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let (writer, temporary) = try Self.pausedWriter(sandbox)
        defer {
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
        }
        let second = try sandbox.run(["extract", "zh/ios-purchase.md", "-o", "out"])
        #expect(second.exitCode == 3)
        #expect(second.standardError == "out: another guidespec run is writing into this folder; wait for it to end, then run again\n")
        #expect(sandbox.listing("out") == [temporary, "ios-purchase.zh.json"].sorted())
        #expect(sandbox.bytes("out/ios-purchase.zh.json") == Data(Self.old.utf8))
    }
}

/// The `LD_PRELOAD` library that pauses GuideSpec's first write to a temporary file half-way, built once per test run.
enum PausingWrite {
    static let source = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <limits.h>
        #include <stdio.h>
        #include <string.h>
        #include <unistd.h>

        /* Writes half of the first buffer meant for a GuideSpec temporary file, then waits for a signal. */
        ssize_t write(int descriptor, const void *buffer, size_t count) {
            static ssize_t (*next)(int, const void *, size_t);
            if (!next) next = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
            char link[64], target[PATH_MAX];
            snprintf(link, sizeof link, "/proc/self/fd/%d", descriptor);
            ssize_t length = readlink(link, target, sizeof target - 1);
            if (length > 0) {
                target[length] = 0;
                if (strstr(target, "/.guidespec-tmp.")) {
                    next(descriptor, buffer, count / 2);
                    for (;;) pause();
                }
            }
            return next(descriptor, buffer, count);
        }
        """

    /// The built library's path, or nil when there is no C compiler; it is built inside the package's
    /// `.build` folder (never in /tmp, where it would outlive the run) and moved into place whole.
    static let library: String? = {
        let folder = Paths.packageRoot.appendingPathComponent(".build/test-helpers")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("pausing-write-\(getpid()).c")
        let built = folder.appendingPathComponent("pausing-write-\(getpid()).so")
        let library = folder.appendingPathComponent("pausing-write.so")
        defer { try? FileManager.default.removeItem(at: source) }
        guard (try? Data(Self.source.utf8).write(to: source)) != nil,
            let run = try? Sandbox.run(
                executable: "/usr/bin/cc", ["-shared", "-fPIC", "-o", built.path, source.path, "-ldl"], in: folder, timeout: 120),
            run.exitCode == 0,
            rename(built.path, library.path) == 0
        else { return nil }
        return library.path
    }()
}
