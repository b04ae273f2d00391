import GuideSpecIO
import ArgumentParser
import GuideSpecKit
import GuideSpecWire

extension GuideSpecCommand {
    /// `guidespec generate-tests`: Swift Testing suites of one platform's golden cases, one file per page and area.
    struct GenerateTests: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate-tests",
            abstract: "Generate Swift Testing suites from golden cases: one test per case, named by its id.",
            discussion: """
                The cases are built from --specs, or read from --golden. With --check, exits 1 when the generated files are out \
                of date, prints the diff of each, and writes nothing.
                """)

        @Option(help: "The folder of spec files (*.json) whose golden cases become tests (default: the project file's paths.specs, else spec).")
        var specs: String?

        @Option(help: "A folder of golden files (*.jsonl) whose cases become tests, instead of --specs.")
        var golden: String?

        @Option(
            name: [.short, .customLong("output")],
            help: "The folder for the generated Swift files (default: the project file's paths.generated-tests).")
        var output: String?

        @Option(help: "The platform whose cases become tests (ios for an in-process Swift SDK).", transform: VocabularyArguments.platform)
        var platform = AdapterHello.defaultPlatform

        @Option(help: "Put before each guide file failure messages cite, such as the dependency's checkout folder.")
        var guideRoot = ""

        @Flag(help: "Report what would change without writing.")
        var dryRun = false

        @Flag(help: "Exit 1 when a generated file is out of date, printing its diff, without writing.")
        var check = false

        func validate() throws {
            if dryRun && check { throw ValidationError("--dry-run and --check cannot be used together") }
            if specs != nil && golden != nil { throw ValidationError("--specs and --golden cannot be used together") }
        }

        @OptionGroup var project: ProjectOptions

        func run() throws {
            let mode: TestGeneration.Mode = check ? .check : dryRun ? .dryRun : .write
            let settings = try project.settings()
            let source: TestGeneration.Source = golden.map { .golden($0) } ?? .specs(specs ?? settings.specsFolder)
            guard let output = self.output ?? settings.generatedTestsFolder else {
                throw ValidationError(
                    """
                    no folder for the generated suites: pass -o FOLDER, or name it as paths.generated-tests in the project file \
                    (docs/project-file.md)
                    """
                )
            }
            let options = TestGeneration.Options(platform: platform, guideRoot: guideRoot, goldenCases: settings.goldenCaseOptions)
            if mode == .write { try FolderLock.holdForThisRun(output) }
            let result = try TestGeneration.run(source, output: output, namedOutput: settings.generatedTestsFolder, mode: mode, options: options)
            let note = mode == .write ? "" : " (\(check ? "check" : "dry run"))"
            try StandardStreams.output(
                result.changes.filter { !check || $0.1 != .unchanged }.map { "\($0.1.rawValue)\(note): \(output)/\($0.0)\n" }.joined())
            try StandardStreams.output(result.diffs.map { $0.joined(separator: "\n") + "\n" }.joined())
            if result.exit == .findings {
                let command = TestGeneration.regenerateCommand(
                    source: source, output: output, namedOutput: settings.generatedTestsFolder, options: options)
                StandardStreams.error("generated tests are out of date: run `\(command)`\n")
            }
            if result.exit != .success { throw ExitCode(result.exit.rawValue) }
        }
    }
}
