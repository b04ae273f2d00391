import Foundation
import GuideSpecIO
import Testing

/// The one way GuideSpec starts a process: no shell, the standard streams it asks for, default signals in the child,
/// its own process group on request, and both outputs drained so that no child waits on a full pipe. Every test waits for
/// each child it starts: an unreaped one would keep Swift Testing's exit tests, which wait for any child, waiting.
@Suite struct ChildProcessTests {
    @Test func bothOutputsAreCollectedEvenWhenTheChildFillsThem() throws {
        // 1 MiB on each stream, far beyond what a pipe holds: a reader of one stream only would wait forever.
        let script = "head -c 1048576 /dev/zero; head -c 1048576 /dev/zero >&2; echo done >&2; exit 7"
        let completed = try ChildProcess.run(["sh", "-c", script])
        #expect(completed.end == .exited(7))
        #expect(completed.output.count == 1 << 20)
        #expect(completed.errors.count == (1 << 20) + 5)
        #expect(completed.errors.suffix(5) == Array("done\n".utf8))
    }

    @Test func theEnvironmentIsThisProcessesWithTheChangesAsked() throws {
        setenv("GUIDESPEC_CHILD_TEST_KEPT", "kept", 1)
        setenv("GUIDESPEC_CHILD_TEST_REMOVED", "removed", 1)
        let changes: [String: String?] = ["GUIDESPEC_CHILD_TEST_SET": "set", "GUIDESPEC_CHILD_TEST_REMOVED": nil]
        let completed = try ChildProcess.run(["env"], environment: changes)
        let variables = String(decoding: completed.output, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("GUIDESPEC_CHILD_TEST_") }
        #expect(variables.sorted() == ["GUIDESPEC_CHILD_TEST_KEPT=kept", "GUIDESPEC_CHILD_TEST_SET=set"])
    }

    @Test func aProgramThatCannotBeFoundIsAStartFailureNamingIt() {
        #expect(throws: ChildProcess.StartFailure.self) { try ChildProcess.run(["guidespec-no-such-program"]) }
        do {
            _ = try ChildProcess.run(["guidespec-no-such-program"])
        } catch {
            #expect(error.description == "guidespec-no-such-program: No such file or directory")
        }
        #expect(throws: ChildProcess.StartFailure.self) { try ChildProcess([""], pipes: []) }
    }

    /// A descriptor this process holds without close-on-exec (as a test runner or a CI runner hands them down) does not
    /// reach the child: it sees its three standard streams and nothing else.
    @Test func theChildGetsOnlyItsStandardStreams() throws {
        let inherited = open("/dev/null", O_RDONLY)
        try #require(inherited > 2)
        defer { close(inherited) }
        #expect(fcntl(inherited, F_GETFD) & FD_CLOEXEC == 0)
        // ls, a child of the shell, lists the shell's descriptors, so that the listing's own open directory is not among them.
        let listing = try ChildProcess.run(["sh", "-c", "ls /proc/$$/fd"])
        #expect(listing.end == .exited(0))
        #expect(String(decoding: listing.output, as: UTF8.self) == "0\n1\n2\n")
    }

    @Test func theChildHasDefaultSignalsWhateverThisProcessIgnores() throws {
        _ = SystemCalls.brokenPipesIgnored
        let status = String(decoding: try ChildProcess.run(["cat", "/proc/self/status"]).output, as: UTF8.self)
        // A mask has bit n - 1 for signal n; the real-time signals 32 and 33 belong to the C library's threads.
        let mask = { (name: String) in
            status.split(separator: "\n").first { $0.hasPrefix(name + ":") }.flatMap {
                UInt64($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
            }
        }
        let handled = [SIGHUP, SIGINT, SIGPIPE, SIGTERM].reduce(UInt64(0)) { $0 | 1 << UInt64($1 - 1) }
        #expect(mask("SigIgn").map { $0 & handled } == 0, "SIGPIPE, SIGINT, SIGTERM and SIGHUP have their default action in the child")
        #expect(mask("SigBlk") == 0, "no signal is blocked in the child")
    }

    @Test func aChildOfItsOwnGroupLeadsIt() throws {
        for own in [true, false] {
            let child = try ChildProcess(["cat", "/proc/self/stat"], pipes: [.output], ownProcessGroup: own)
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while case .read(let count) = chunk.withUnsafeMutableBytes({ SystemCalls.readSome(child.output, into: $0) }), count > 0 {
                bytes += chunk[..<count]
            }
            #expect(child.waitForEnd() == .exited(0))
            // The fields after the command name: state, parent, process group.
            let fields = String(decoding: bytes, as: UTF8.self).split(separator: ")").last?.split(separator: " ") ?? []
            #expect((fields.count > 2 ? Int32(fields[2]) : nil).map { $0 == child.id } == own)
        }
    }

    @Test func aChildSignalledEndsBySignalAndIsReapedOnce() throws {
        let child = try ChildProcess(["sleep", "30"], pipes: [], ownProcessGroup: true)
        #expect(child.reap() == nil, "still running")
        child.send(ProcessCalls.Signal.terminate, toGroup: true)
        #expect(child.waitForEnd() == .signaled(ProcessCalls.Signal.terminate))
        #expect(child.reap() == .signaled(ProcessCalls.Signal.terminate), "the end is kept once reaped")
        #expect(ProcessCalls.reap(child.id) == .notAChild)
    }
}
