import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecKit
import GuideSpecProject
import GuideSpecSpecModel

extension GuideSpecCommand {
    /// `guidespec golden`: the golden cases under golden/, checked against or recorded from the specs.
    struct Golden: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "golden",
            abstract: "Verify or record the golden cases (golden/<page>.jsonl) the specs give.",
            discussion: """
                The cases are built from the spec files of the project file's paths.specs (else spec/), or, in a guide repository \
                that has no such folder and whose project file has a layout, from every page the layout describes, for every \
                platform its platforms give; the golden files are its paths.golden (else golden/).
                """, subcommands: [Verify.self, Record.self])
    }
}

/// The folders `golden verify` and `golden record` read and write.
struct GoldenFolderOptions: ParsableArguments {
    @Option(
        name: .customLong("specs"),
        help: """
            The folder of spec files (*.json) (default: the project file's paths.specs, else spec; when that folder does not \
            exist and the project file has a layout, the pages it describes).
            """)
    var givenSpecs: String?

    @Option(name: .customLong("golden"), help: "The folder of golden case files (*.jsonl) (default: the project file's paths.golden, else golden).")
    var givenGolden: String?

    /// The specs the cases are built from: those in the folder given, else in the project file's specs folder; where that
    /// folder does not exist and the project file has a layout, every page the layout describes, read now.
    func specs(_ project: GuideProject) throws -> [PageSpec] {
        let folder = givenSpecs ?? project.specsFolder
        if givenSpecs == nil && !project.layout.isEmpty && !FileManager.default.fileExists(atPath: folder) { return try GuideCases.specs(project) }
        return try GoldenComparison.readSpecs(folder)
    }

    /// The golden folder given, else the one `project` names.
    func golden(_ project: GuideProject) -> String { givenGolden ?? project.goldenFolder }

    /// The `guidespec golden record` that rewrites what these options compare, as it can be run from the working folder:
    /// with the folders and the project file that were given, and none of the defaults.
    func recordCommand(project: ProjectOptions) -> String {
        let options = [("--specs", givenSpecs), ("--golden", givenGolden), ("--project", project.file)].flatMap { name, value in
            value.map { [name, $0] } ?? []
        }
        return ConformOptions.quoted(["guidespec", "golden", "record"] + options)
    }
}

extension GuideSpecCommand.Golden {
    /// `guidespec golden verify`: exit 1 with a per-case diff when golden/ is not what the specs give.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify", abstract: "Compare the golden files with the cases the specs give; print a diff.")

        @OptionGroup var folders: GoldenFolderOptions

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let settings = try project.settings()
            let comparisons = try GoldenComparison.compare(
                specs: try folders.specs(settings), goldenFolder: folders.golden(settings), options: settings.goldenCaseOptions)
            var lines: [String] = []
            for comparison in comparisons {
                guard !comparison.upToDate else {
                    lines.append("\(comparison.path): up to date")
                    continue
                }
                lines.append("\(comparison.path): \(comparison.diff.isEmpty ? "same cases, not in canonical form" : comparison.summary)")
                lines += comparison.diff.lines.map { "  \($0)" }
            }
            let stale = comparisons.contains { !$0.upToDate }
            if stale { lines.append("golden cases are out of date: run \(folders.recordCommand(project: project))") }
            try StandardStreams.output(lines.map { $0 + "\n" }.joined())
            if stale { throw ExitCode(GuideSpecExit.findings.rawValue) }
        }
    }

    /// `guidespec golden record`: rewrites the golden files from the specs; refuses on CI.
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "record", abstract: "Rewrite the golden files from the specs (never on CI).")

        @OptionGroup var folders: GoldenFolderOptions

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let settings = try project.settings()
            let golden = folders.golden(settings)
            if let refusal = GoldenRecording.refusal(environment: ProcessInfo.processInfo.environment, goldenFolder: golden) {
                StandardStreams.error("\(refusal)\n")
                throw ExitCode(GuideSpecExit.badInput.rawValue)
            }
            try FolderLock.holdForThisRun(golden)
            var lines: [String] = []
            for outcome in try GoldenRecording.run(specs: try folders.specs(settings), goldenFolder: golden, options: settings.goldenCaseOptions) {
                let comparison = outcome.comparison
                lines.append("\(outcome.action): \(comparison.path) (\(comparison.summary))")
                lines += comparison.diff.added.map { "  added: \($0)" } + comparison.diff.changed.map { "  changed: \($0.id)" }
                lines += comparison.diff.removed.map { "  removed: \($0)" }
            }
            try StandardStreams.output(lines.map { $0 + "\n" }.joined())
        }
    }
}
