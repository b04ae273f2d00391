import Foundation
import GuideSpecIO

/// The `git` command line, run in one repository folder: every git process of the history stage starts here.
struct GitCommand: Sendable {
    /// The git executable found on PATH.
    var executable: URL
    /// The folder the user named; git finds the repository from it.
    var folder: String

    /// Finds git on PATH; the folder is not checked here.
    init(folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(HistoryFailure) {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard
            let found = directories.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("git") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw .gitNotFound() }
        executable = found
        self.folder = folder
    }

    /// What a finished git process gave.
    struct Result {
        /// The exit status, or the number of the signal that ended git.
        var status: Int32
        var output: Data
        var errors: String
    }

    /// Runs `git -C folder arguments…` to completion; throws only when git cannot be started.
    func run(_ arguments: [String]) throws(HistoryFailure) -> Result {
        let completed: ChildProcess.Completed
        do {
            completed = try ChildProcess.run(commandLine(arguments), environment: environment)
        } catch {
            throw .git("cannot run \(error)")
        }
        let status =
            switch completed.end {
            case .exited(let status), .signaled(let status): status
            }
        return Result(status: status, output: Data(completed.output), errors: String(decoding: completed.errors, as: UTF8.self))
    }

    /// Runs git and returns its standard output; a failing status is a git failure (exit 3).
    func output(_ arguments: [String]) throws(HistoryFailure) -> Data {
        let result = try run(arguments)
        guard result.status == 0 else { throw .commandFailed(arguments, status: result.status, stderr: result.errors) }
        return result.output
    }

    /// What GuideSpec sets over the walked repository's configuration (docs/history-format.md, "What GuideSpec asks of
    /// git"): paths printed as they are; no transport at all, so that no fetch (a partial clone's lazy fetch of a
    /// missing blob) reaches a network or runs a command the repository names (`remote.*.uploadpack`,
    /// `core.sshCommand`, `ext::` URLs, credential helpers); no signature checked (`log.showSignature` would run
    /// `gpg.program`); no file system monitor (`core.fsmonitor` names a program).
    static let settings = ["core.quotePath=false", "protocol.allow=never", "log.showSignature=false", "core.fsmonitor=false"]

    /// The command line of `git -C folder -c SETTING… arguments…`.
    func commandLine(_ arguments: [String]) -> [String] {
        [executable.path, "-C", folder] + Self.settings.flatMap { ["-c", $0] } + arguments
    }

    /// What git's environment changes from GuideSpec's: the variables that would point git at another repository
    /// removed, no prompt for credentials, and no lazy fetch (`GIT_NO_LAZY_FETCH`, read by git 2.44 and later; older
    /// git refuses the fetch through `protocol.allow=never`).
    var environment: [String: String?] {
        var changes: [String: String?] = [:]
        for name in [
            "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_NAMESPACE", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT",
        ] {
            changes[name] = .some(nil)
        }
        changes["GIT_TERMINAL_PROMPT"] = "0"
        changes["GIT_NO_LAZY_FETCH"] = "1"
        return changes
    }
}
