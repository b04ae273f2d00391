import GuideSpecIO
import ArgumentParser
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec extract`: writes one spec JSON per (page, language).
    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "extract",
            abstract: "Extract specs (errors, value objects, URL schemes, APIs, flows, tables) from guide files.",
            discussion: "Every file is read and checked before any spec is written: when one cannot be read, none is written (exit 2).")

        @OptionGroup var guides: GuideFileOptions
        @OptionGroup var project: ProjectOptions

        @Option(name: [.short, .customLong("output")], help: "Folder for the spec files (default: the project file's paths.specs, else spec).")
        var output: String?

        @Flag(help: "Report what would change without writing.")
        var dryRun = false

        func run() throws {
            let settings = try project.settings()
            let files = try guides.guideFiles(settings)
            let output = self.output ?? settings.specsFolder
            if !dryRun { try FolderLock.holdForThisRun(output) }
            let extraction = try Extraction.run(files, into: output, options: settings.extractionOptions)
            for result in extraction.results {
                StandardStreams.error(result.diagnostics.map { $0.description + "\n" }.joined())
            }
            guard extraction.exit == .success else {
                let unread = extraction.results.filter { $0.spec == nil }.count
                StandardStreams.error("no spec written: \(unread) of \(files.count) guide files could not be read\n")
                throw ExitCode(extraction.exit.rawValue)
            }
            let changes = dryRun ? try extraction.plan.preview() : try extraction.plan.commit()
            try StandardStreams.output(changes.map { "\($0.outcome.rawValue)\(dryRun ? " (dry run)" : ""): \($0.path)\n" }.joined())
        }
    }
}
