public import Codegen
public import Foundation

extension TestGeneration {
    /// Whether to write the files, only say what would change, or fail when anything would.
    public enum Mode: Sendable {
        case write, dryRun, check
    }

    /// What happened, or would happen, to one file of the output folder.
    public typealias Outcome = WriteOutcome

    /// Generates from the specs in the folder `specs` and applies the files to the folder `output`, both as the user named them.
    public static func run(specs: String, output: String, mode: Mode) throws -> (changes: [(String, Outcome)], exit: GuideSpecExit) {
        let command = regenerateCommand(specs: specs, output: output)
        let files = try files(specs: URL(fileURLWithPath: specs), regenerateCommand: command)
        return try apply(files, to: URL(fileURLWithPath: output), mode: mode)
    }

    /// Brings `output` in line with `files` through one `WritePlan`: writes changed files atomically and removes generated
    /// files nothing produces any more, or, in dry-run and check modes, only reports it. Check mode exits with findings
    /// when anything is stale. A write that fails is a `GuideSpecFailure` (exit 3).
    public static func apply(_ files: [GeneratedFile], to output: URL, mode: Mode) throws(GuideSpecFailure) -> (changes: [(String, Outcome)], exit: GuideSpecExit) {
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
            guard case .success(let bytes) = InputFile.read(name, at: output.appendingPathComponent(name).path, limit: 1 << 16, kind: "Swift file") else {
                return false
            }
            return String(decoding: bytes.prefix(1024), as: UTF8.self).hasPrefix("// " + SuiteGenerator.headerMarker)
        }
    }
}
