public import Foundation

/// A git repository built at test time with fixed authors and dates, so that its commit ids are the same on every run.
public final class TestRepository {
    /// The repository's folder (its work tree).
    public let folder: URL
    private var clock = 0

    /// An empty repository on branch `main` in a new temporary folder.
    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidespec-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The folder's path.
    public var path: String { folder.path }

    /// Writes `text` to `path` (folders created as needed).
    public func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `path`.
    public func write(_ path: String, bytes: [UInt8]) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Commits everything in the work tree with `subject`, one day after the previous commit (the first on
    /// 2024-01-02); returns the commit id.
    @discardableResult
    public func commit(_ subject: String, author: String = "Ada") throws -> String {
        clock += 1
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", subject, author: author)
        return try head()
    }

    /// The id HEAD names.
    public func head() throws -> String { try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Runs git in the repository with the test's fixed identity and the date of the last commit; returns its output.
    @discardableResult
    public func git(_ arguments: String..., author: String = "Ada") throws -> String {
        try run(arguments, author: author)
    }

    /// Runs git with an argument list.
    @discardableResult
    public func run(_ arguments: [String], author: String = "Ada") throws -> String {
        let date = "\(1_704_067_200 + clock * 86_400) +0000"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"] { environment[name] = nil }
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_AUTHOR_NAME"] = author
        environment["GIT_AUTHOR_EMAIL"] = "\(author.lowercased())@example.com"
        environment["GIT_COMMITTER_NAME"] = author
        environment["GIT_COMMITTER_EMAIL"] = "\(author.lowercased())@example.com"
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A git command of the fixture that failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }
}
