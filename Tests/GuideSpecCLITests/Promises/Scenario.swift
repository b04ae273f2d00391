import Foundation
import Testing
import GuideSpecTestSupport

/// One row of the README's exit-code table ("What GuideSpec promises"): a command run in a prepared sandbox, the exit
/// code it must end with, and what else must hold (the exact message, the files left untouched).
struct Scenario: Sendable, CustomTestStringConvertible {
    /// The case as the README's table names it.
    var name: String
    var exit: Int32
    /// Prepares the sandbox, runs the command, checks everything but the exit code, and returns the run.
    var body: @Sendable (Sandbox) throws -> CLITests.Run

    var testDescription: String { name }

    /// The reference adapter built beside `guidespec`.
    static var referenceAdapter: String {
        CLITests.executable.deletingLastPathComponent().appendingPathComponent("guidespec-reference-adapter").path
    }
}

extension Sandbox {
    /// Whether this machine lets a test mount file systems in a private mount namespace (`unshare -m`, as root).
    static let mountNamespacesAvailable: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-mount-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        let run = try? Sandbox.run(
            executable: "/usr/bin/unshare", ["-m", "/bin/sh", "-c", "mount -t tmpfs -o size=64k tmpfs \"$0\"", probe.path], in: probe, timeout: 30)
        return run?.exitCode == 0
    }()

    /// Runs `guidespec ARGUMENTS` in a private mount namespace: `prelude` runs first (it mounts), `postlude` after
    /// (it may print the state of the mounted files to standard error, which the outer test cannot see); the exit
    /// code is guidespec's.
    func runInMountNamespace(prelude: String, _ arguments: [String], postlude: String = "true") throws -> CLITests.Run {
        let script = "set -e; \(prelude); set +e; \"$0\" \"$@\"; code=$?; \(postlude); exit $code"
        return try Self.run(executable: "/usr/bin/unshare", ["-m", "/bin/sh", "-c", script, CLITests.executable.path] + arguments, in: root)
    }

    /// Takes `flock(2)` on the folder `relative` as another guidespec run would, runs `body`, then lets go.
    func holdingLock<T>(on relative: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(path(relative), O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile) }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { throw CocoaError(.fileLocking) }
        return try body()
    }
}
