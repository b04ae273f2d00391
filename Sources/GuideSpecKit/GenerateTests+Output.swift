public import Codegen
public import Foundation

extension TestGeneration {
    /// Whether to write the files, only say what would change, or fail when anything would.
    public enum Mode: Sendable {
        case write, dryRun, check
    }

    /// What happened, or would happen, to one file of the output folder.
    public enum Outcome: String, Sendable {
        case created, updated, unchanged
        /// A generated file no spec produces any more.
        case removed

        /// The outcome of an atomic write.
        init(_ written: AtomicFileWriter.Outcome) {
            switch written {
            case .created: self = .created
            case .updated: self = .updated
            case .unchanged: self = .unchanged
            }
        }
    }

    /// Generates from the specs in the folder `specs` and applies the files to the folder `output`, both as the user named them.
    public static func run(specs: String, output: String, mode: Mode) throws -> (changes: [(String, Outcome)], exit: GuideSpecExit) {
        let command = regenerateCommand(specs: specs, output: output)
        let files = try files(specs: URL(fileURLWithPath: specs), regenerateCommand: command)
        return try apply(files, to: URL(fileURLWithPath: output), mode: mode)
    }

    /// Brings `output` in line with `files`: writes changed files atomically and removes generated files nothing produces
    /// any more, or, in dry-run and check modes, only reports it. Check mode exits with findings when anything is stale.
    public static func apply(_ files: [GeneratedFile], to output: URL, mode: Mode) throws -> (changes: [(String, Outcome)], exit: GuideSpecExit) {
        var changes: [(String, Outcome)] = []
        for file in files {
            let url = output.appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            if mode == .write {
                changes.append((file.name, Outcome(try AtomicFileWriter.write(data, to: url))))
            } else {
                let existing = try? Data(contentsOf: url)
                changes.append((file.name, existing == data ? .unchanged : existing == nil ? .created : .updated))
            }
        }
        for name in leftovers(in: output, keeping: Set(files.map(\.name))) {
            if mode == .write { try FileManager.default.removeItem(at: output.appendingPathComponent(name)) }
            changes.append((name, .removed))
        }
        let stale = changes.contains { $0.1 != .unchanged }
        return (changes, mode == .check && stale ? .findings : .success)
    }

    /// The generated files in `output`, by their header, that are not in `keeping`, sorted; hand-written files are never listed.
    public static func leftovers(in output: URL, keeping: Set<String>) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !keeping.contains($0) }.sorted().filter { name in
            let text = (try? String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.hasPrefix("// " + SuiteGenerator.headerMarker)
        }
    }
}
