import Foundation
import GuideSpecTestSupport

/// A scratch folder for one CLI scenario: copies of the bundled guides (`zh/`, `en/`), `spec/` and `golden/`, and ways
/// to run `guidespec` in it with standard output going somewhere hostile.
struct Sandbox {
    /// Where the command's standard output goes.
    enum Output {
        /// A pipe the test reads.
        case pipe
        /// `/dev/full`: every write fails with "no space left on device".
        case full
        /// Closed before the command starts.
        case closed
        /// A pipe whose reading end is closed before the command starts: every write fails with a broken pipe.
        case brokenPipe
    }

    let root: URL

    /// A fresh sandbox; `remove()` deletes it.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-promise-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("zh"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("en"), withIntermediateDirectories: true)
        try manager.copyItem(at: Paths.packageRoot.appendingPathComponent("guides/zh/ios-purchase.md"), to: url("zh/ios-purchase.md"))
        try manager.copyItem(at: Paths.packageRoot.appendingPathComponent("guides/en/ios-purchase.txt"), to: url("en/ios-purchase.txt"))
        try manager.copyItem(at: Paths.packageRoot.appendingPathComponent("spec"), to: url("spec"))
        try manager.copyItem(at: Paths.packageRoot.appendingPathComponent("golden"), to: url("golden"))
    }

    func remove() {
        _ = try? FileManager.default.removeItem(at: root)
    }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func path(_ relative: String) -> String { url(relative).path }

    /// Writes `bytes` to `relative`, creating its folder.
    func write(_ relative: String, _ bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url(relative))
    }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    /// The bytes at `relative`, or nil when nothing is there.
    func bytes(_ relative: String) -> Data? { FileManager.default.contents(atPath: path(relative)) }

    /// Makes `relative` a sparse file of `size` bytes: the file system reports the size without the bytes being on disk.
    func sparse(_ relative: String, size: UInt64) throws {
        try FileManager.default.createDirectory(at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path(relative), contents: nil)
        let handle = try FileHandle(forWritingTo: url(relative))
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    /// Makes `relative` a symbolic link to `destination`.
    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createDirectory(at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Every path under the sandbox, hidden files included, sorted; folders end with `/`.
    func listing(_ relative: String = "") -> [String] {
        let base = relative.isEmpty ? root : url(relative)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.map { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base.appendingPathComponent(name).path, isDirectory: &isFolder)
            return isFolder.boolValue ? name + "/" : name
        }.sorted()
    }

    /// Runs `guidespec` in the sandbox (or in `folder`), its standard output sent to `output`, killed after `timeout` seconds.
    func run(
        _ arguments: [String], output: Output = .pipe, in folder: URL? = nil, environment: [String: String] = [:], timeout: Double = 300
    ) throws -> CLITests.Run {
        try Self.run(executable: CLITests.executable.path, arguments, output: output, in: folder ?? root, environment: environment, timeout: timeout)
    }

    /// Runs any program with `output` as standard output, reading standard error (and a piped standard output) while it
    /// runs; a program still running after `timeout` seconds is killed and reported with exit code -1.
    static func run(
        executable: String, _ arguments: [String], output: Output = .pipe, in folder: URL, environment: [String: String] = [:], timeout: Double = 300
    ) throws -> CLITests.Run {
        let process = Process()
        if output == .closed {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        let outputs = Pipe()
        switch output {
        case .pipe: process.standardOutput = outputs
        case .full: process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        case .closed: break
        case .brokenPipe:
            try outputs.fileHandleForReading.close()
            process.standardOutput = outputs
        }
        try process.run()
        let collected = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { collected.error = errors.fileHandleForReading.readDataToEndOfFile() }
        if output == .pipe {
            DispatchQueue.global().async(group: group) { collected.output = outputs.fileHandleForReading.readDataToEndOfFile() }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        group.wait()
        return CLITests.Run(
            exitCode: timedOut ? -1 : process.terminationStatus, standardOutput: String(decoding: collected.output, as: UTF8.self),
            standardError: String(decoding: collected.error, as: UTF8.self))
    }

    /// What a run printed, filled in from two threads.
    private final class Collected: @unchecked Sendable {
        var output = Data()
        var error = Data()
    }
}
