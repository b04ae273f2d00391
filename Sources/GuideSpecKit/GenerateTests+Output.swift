public import GuideSpecIO
public import GuideSpecCodegen
public import GuideSpecWire
public import Foundation

extension TestGeneration {
    /// Whether to write the files, only say what would change, or fail when anything would.
    public enum Mode: Sendable {
        case write, dryRun, check
    }

    /// What happened, or would happen, to one file of the output folder.
    public typealias Outcome = WriteOutcome

    /// What a run did or would do: each file's change, the diffs of the stale files in check mode, and the exit code.
    public struct Run: Sendable {
        public var changes: [(String, Outcome)]
        /// In check mode, a unified diff (`LineDiff`) per file that would change, the file on disk against the one generated.
        public var diffs: [[String]]
        public var exit: GuideSpecExit
    }

    /// Generates from `source` (or from `cases` already built from it, which `check` hands on) and applies the files to the
    /// folder `output`, as the user named it; `namedOutput` is the folder the project file names, which the files'
    /// regenerate command need not repeat.
    public static func run(
        _ source: Source, cases: [GoldenCase]? = nil, output: String, namedOutput: String?, mode: Mode, options: Options = Options()
    ) throws -> Run {
        let command = regenerateCommand(source: source, output: output, namedOutput: namedOutput, options: options)
        let files = try files(try cases ?? Self.cases(source, options: options.goldenCases), regenerateCommand: command, options: options)
        let folder = URL(fileURLWithPath: output)
        let (changes, exit) = try apply(files, to: folder, mode: mode)
        guard mode == .check else { return Run(changes: changes, diffs: [], exit: exit) }
        let generated = Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let diffs = changes.filter { $0.1 != .unchanged }.map { name, _ in
            let path = folder.appendingPathComponent(name).path
            let existing = (try? InputFile.readIfPresent(path, limit: InputLimits.specBytes, kind: "generated file").get()).flatMap { $0 }
            let old = existing.map { String(decoding: $0, as: UTF8.self) } ?? ""
            return LineDiff.unified(
                old: old, new: generated[name] ?? "", oldName: existing == nil ? "/dev/null" : "\(output)/\(name)",
                newName: generated[name] == nil ? "/dev/null" : "\(output)/\(name) (generated)")
        }
        return Run(changes: changes, diffs: diffs, exit: exit)
    }

    /// Brings `output` in line with `files` through one `WritePlan`: writes changed files atomically and removes generated
    /// files nothing produces any more, or, in dry-run and check modes, only reports it. Check mode exits with findings
    /// when anything is stale. A write that fails is a `GuideSpecFailure` (exit 3).
    public static func apply(_ files: [GeneratedFile], to output: URL, mode: Mode) throws(GuideSpecFailure) -> (
        changes: [(String, Outcome)], exit: GuideSpecExit
    ) {
        let folder = output.relativePath
        var plan = WritePlan()
        for file in files { try plan.write(Data(file.contents.utf8), named: file.name, inFolder: folder) }
        for name in leftovers(in: output, keeping: Set(files.map(\.name))) { try plan.remove(named: name, inFolder: folder) }
        let applied = mode == .write ? try plan.commit() : try plan.preview()
        let changes = applied.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.outcome) }
        let stale = changes.contains { $0.1 != .unchanged }
        return (changes, mode == .check && stale ? .findings : .success)
    }

    /// The generated files in `output`, by their header, that are not in `keeping`, sorted; hand-written files are never listed.
    public static func leftovers(in output: URL, keeping: Set<String>) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !keeping.contains($0) }.sorted().filter { name in
            guard
                case .success(let bytes) = InputFile.read(
                    name, at: output.appendingPathComponent(name).path, limit: InputLimits.specBytes, kind: "Swift file")
            else {
                return false
            }
            return SuiteGenerator.isGenerated(startingWith: bytes)
        }
    }
}
