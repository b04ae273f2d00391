import ArgumentParser
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec generate-tests`: Swift Testing suites of the specs' golden cases, one file per page and area.
    struct GenerateTests: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Generate Swift Testing suites from the golden cases of the specs.",
            discussion: "With --check, exits 1 when the generated files are out of date and writes nothing.")

        @Option(help: "The folder of spec files (*.json).")
        var specs = TestGeneration.defaultSpecs

        @Option(name: [.short, .customLong("output")], help: "The folder for the generated Swift files.")
        var output = TestGeneration.defaultOutput

        @Flag(help: "Report what would change without writing.")
        var dryRun = false

        @Flag(help: "Exit 1 when a generated file is out of date, without writing.")
        var check = false

        func validate() throws {
            if dryRun && check { throw ValidationError("--dry-run and --check cannot be used together") }
        }

        func run() throws {
            let mode: TestGeneration.Mode = check ? .check : dryRun ? .dryRun : .write
            if mode == .write { try FolderLock.holdForThisRun(output) }
            let (changes, exit) = try TestGeneration.run(specs: specs, output: output, mode: mode)
            let note = mode == .write ? "" : " (\(check ? "check" : "dry run"))"
            try StandardStreams.output(changes.filter { !check || $0.1 != .unchanged }.map { "\($0.1.rawValue)\(note): \(output)/\($0.0)\n" }.joined())
            if exit == .findings {
                let command = TestGeneration.regenerateCommand(specs: specs, output: output)
                StandardStreams.error("generated tests are out of date: run `\(command)`\n")
            }
            if exit != .success { throw ExitCode(exit.rawValue) }
        }
    }
}
