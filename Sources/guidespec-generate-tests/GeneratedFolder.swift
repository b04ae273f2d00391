import Codegen
import Foundation

/// The folder of generated suites in a consumer's test target: what the generator would change there, and applying it.
///
/// Each changed file is written atomically (a temporary file renamed over it) and only when its bytes change; a file is
/// removed only when it carries the generator's header and nothing produces it any more, so hand-written files are never
/// touched. The guidespec CLI writes the same folder through GuideSpecKit's `WritePlan` instead, which this tool cannot link.
struct GeneratedFolder {
    let url: URL
    /// The folder as the user named it, for messages and diffs.
    let shownAs: String

    init(_ url: URL, shownAs: String) {
        self.url = url
        self.shownAs = shownAs
    }

    /// What happens to one file.
    enum Outcome: String {
        case created, updated, unchanged, removed
    }

    /// One file's change: its new contents (nil when removed) and the unified diff against what is there.
    struct Change {
        var name: String
        var outcome: Outcome
        var contents: String?
        var diff: [String]
    }

    /// The change each generated file brings, then the removal of each generated file nothing produces any more.
    func changes(to files: [GeneratedFile]) -> [Change] {
        let produced = Set(files.map(\.name))
        let written = files.map { file in
            let existing = read(file.name)
            let outcome: Outcome = existing == nil ? .created : existing == file.contents ? .unchanged : .updated
            let diff = LineDiff.unified(
                old: existing ?? "", new: file.contents, oldName: existing == nil ? "/dev/null" : "\(shownAs)/\(file.name)",
                newName: "\(shownAs)/\(file.name) (generated)")
            return Change(name: file.name, outcome: outcome, contents: file.contents, diff: diff)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let removed = names.filter { $0.hasSuffix(".swift") && !produced.contains($0) }.sorted().compactMap { name -> Change? in
            guard let existing = read(name), SuiteGenerator.isGenerated(startingWith: Array(existing.utf8.prefix(1024))) else { return nil }
            return Change(
                name: name, outcome: .removed, contents: nil,
                diff: LineDiff.unified(old: existing, new: "", oldName: "\(shownAs)/\(name)", newName: "/dev/null"))
        }
        return written + removed
    }

    /// Writes the created and updated files and removes the removed ones.
    func apply(_ changes: [Change]) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for change in changes where change.outcome != .unchanged {
            let file = url.appendingPathComponent(change.name)
            if let contents = change.contents {
                try Data(contents.utf8).write(to: file, options: .atomic)
            } else {
                try FileManager.default.removeItem(at: file)
            }
        }
    }

    /// The text of file `name` in the folder, or nil when there is none (or it is not UTF-8).
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(name).path).flatMap { String(data: $0, encoding: .utf8) }
    }
}
