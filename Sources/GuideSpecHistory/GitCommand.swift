import Foundation

/// The `git` command line, run in one repository folder: every git process of the history stage starts here.
struct GitCommand: Sendable {
    /// The git executable found on PATH.
    var executable: URL
    /// The folder the user named; git finds the repository from it.
    var folder: String

    /// Finds git on PATH; the folder is not checked here.
    init(folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(HistoryFailure) {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let found = directories.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("git") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw .gitNotFound() }
        executable = found
        self.folder = folder
    }

    /// What a finished git process gave.
    struct Result {
        var status: Int32
        var output: Data
        var errors: String
    }

    /// Runs `git -C folder arguments…` to completion; throws only when git cannot be started.
    func run(_ arguments: [String]) throws(HistoryFailure) -> Result {
        let process = makeProcess(arguments)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .git("cannot run \(executable.path): \(error.localizedDescription)")
        }
        // Standard error is drained on its own thread so that a chatty git cannot block on a full pipe.
        let collected = ErrorCollector()
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            collected.set(errors.fileHandleForReading.readDataToEndOfFile())
            drained.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: data, errors: String(decoding: collected.data, as: UTF8.self))
    }

    /// Runs git and returns its standard output; a failing status is a git failure (exit 3).
    func output(_ arguments: [String]) throws(HistoryFailure) -> Data {
        let result = try run(arguments)
        guard result.status == 0 else { throw .commandFailed(arguments, status: result.status, stderr: result.errors) }
        return result.output
    }

    /// A git process for `arguments`, not yet started, with the variables that would point git at another repository removed.
    func makeProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-C", folder, "-c", "core.quotePath=false"] + arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_NAMESPACE"] { environment[name] = nil }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        return process
    }
}

/// Standard error of a git process, handed from the thread that drains it.
private final class ErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = Data()

    var data: Data { lock.withLock { collected } }

    func set(_ data: Data) { lock.withLock { collected = data } }
}
