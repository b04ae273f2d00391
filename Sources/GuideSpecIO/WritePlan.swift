public import Foundation
import GuideSpecVocabulary

/// What writing one planned file did, or would do.
public enum WriteOutcome: String, Sendable {
    case created, updated, unchanged, removed
}

/// One planned file and what happened to it, named as the user sees it, such as `spec/ios-login.zh.json`.
public struct WriteChange: Hashable, Sendable {
    public var path: String
    public var outcome: WriteOutcome

    /// Creates a change.
    public init(path: String, outcome: WriteOutcome) {
        self.path = path
        self.outcome = outcome
    }
}

/// Every file a run writes, checked before any is written: GuideSpec's one writer.
///
/// Read and check all input first, then `write` and `remove` each output into the plan, then `commit` once; a run
/// that stops with exit 2 simply never commits. Planning stops with exit 2 for a name that would leave its folder
/// or a symbolic link where the file goes, and with exit 3 for a destination that cannot become a file (a folder, a
/// device, a path under a file). `commit` is in `WritePlan+Commit.swift`.
public struct WritePlan: Sendable {
    /// One planned file.
    struct Entry: Sendable {
        /// The folder as the user named it (`.` for the working folder).
        var folder: String
        var name: String
        /// The path shown in messages and changes.
        var shown: String
        /// The new bytes, or nil to remove the file.
        var data: Data?
        /// Whether the folder is an output folder, locked while written (not a folder that merely holds a named file).
        var locksFolder: Bool
    }

    private(set) var entries: [Entry] = []

    /// An empty plan.
    public init() {}

    /// Whether nothing is planned.
    public var isEmpty: Bool { entries.isEmpty }

    /// Plans `data` as the file `name` of the output folder `folder`; `name` must be a plain file name.
    public mutating func write(_ data: Data, named name: String, inFolder folder: String) throws(GuideSpecFailure) {
        entries.append(try Self.entry(data, named: name, inFolder: folder))
    }

    /// Plans the removal of the file `name` of the output folder `folder`, when it exists.
    public mutating func remove(named name: String, inFolder folder: String) throws(GuideSpecFailure) {
        entries.append(try Self.entry(nil, named: name, inFolder: folder))
    }

    /// Plans `data` as the file at `path`, a single file the user named (a report, a baseline); its folder is not locked.
    public mutating func write(_ data: Data, toFile path: String) throws(GuideSpecFailure) {
        entries.append(try Self.fileEntry(data, path))
    }

    /// Checks, before a long run, that `path` can later be planned with `write(_:toFile:)`; throws what planning would.
    public static func check(toFile path: String) throws(GuideSpecFailure) {
        _ = try fileEntry(Data(), path)
    }

    private static func fileEntry(_ data: Data, _ path: String) throws(GuideSpecFailure) -> Entry {
        guard !path.isEmpty else { throw .badInput("guidespec", "an empty path was given for an output file") }
        if let problem = SafePath.problem(path) { throw .badInput(path, problem) }
        let name = SafePath.lastComponent(of: path)
        guard !path.hasSuffix("/"), name != ".", name != ".." else { throw .infrastructure(path, "is a folder: expected a file path") }
        guard !name.hasPrefix(TemporaryFiles.prefix) else { throw .badInput(path, "names a GuideSpec temporary file: choose another name") }
        let folder = SafePath.parent(of: path)
        try checkFolder(folder, for: path)
        _ = try destinationStatus(location(folder, name), shown: path)
        return Entry(folder: folder, name: name, shown: path, data: data, locksFolder: false)
    }

    private static func entry(_ data: Data?, named name: String, inFolder folder: String) throws(GuideSpecFailure) -> Entry {
        let folder = folder.isEmpty ? "." : folder
        let shown = (folder.hasSuffix("/") ? folder : folder + "/") + name
        if let problem = SafePath.problem(folder) { throw .badInput(folder, problem) }
        if let problem = nameProblem(name) { throw .badInput(shown, "\(problem): nothing is written outside \(folder)") }
        try checkFolder(folder, for: shown)
        _ = try destinationStatus(location(folder, name), shown: shown)
        return Entry(folder: folder, name: name, shown: shown, data: data, locksFolder: true)
    }

    /// Why `name` cannot be a file directly inside a folder, or nil.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\0") {
            return "\(QuotedName.quoted(name)) is not a plain file name"
        }
        if name.utf8.count > 255 { return "the file name is \(name.utf8.count) bytes long, over 255" }
        if name.hasPrefix(TemporaryFiles.prefix) { return "\(QuotedName.quoted(name)) is a GuideSpec temporary file name" }
        return nil
    }

    /// `folder/name` on disk.
    package static func location(_ folder: String, _ name: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + name
    }

    /// Checks that `folder` is a folder or can become one: an existing path that is not a folder, or a missing folder
    /// under a file, is exit 3.
    static func checkFolder(_ folder: String, for shown: String) throws(GuideSpecFailure) {
        var isFolder: ObjCBool = false
        var path = folder
        while !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            let up = SafePath.parent(of: path)
            guard up != path else { return }
            path = up
        }
        guard isFolder.boolValue else { throw .infrastructure(shown, "cannot be written: \(path) is not a folder") }
    }

    /// What is at `location` now: nil for nothing, or a regular file's status; a link is exit 2, anything else exit 3.
    static func destinationStatus(_ location: String, shown: String) throws(GuideSpecFailure) -> SystemCalls.Status? {
        switch SystemCalls.linkStatus(location) {
        case .failure(let error):
            throw .infrastructure(shown, "cannot be written: \(error.problem)")
        case .success(nil):
            return nil
        case .success(let status?):
            switch status.kind {
            case .regular:
                return status
            case .symbolicLink:
                throw .badInput(
                    shown, "is a symbolic link: GuideSpec writes only regular files, never through a link that could lead out of its folder")
            case .folder:
                throw .infrastructure(shown, "is a folder: expected a file")
            case .fifo, .device, .socket:
                throw .infrastructure(shown, "\(InputFile.describe(status.kind)): expected a regular file")
            }
        }
    }
}
