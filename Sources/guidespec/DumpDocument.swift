import GuideSpecIO
import ArgumentParser
import GuideSpecDocumentModel
import GuideSpecKit
import GuideSpecSource

extension GuideSpecCommand {
    /// `guidespec dump-document`: prints the document tree a front end builds, with line ranges.
    struct DumpDocument: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dump-document", abstract: "Print the document tree of a guide file with @line ranges.")

        @Argument(help: "A guide file (.md, .html, .txt).")
        var file: String

        @OptionGroup var project: ProjectOptions

        func run() throws {
            // Every command reads the project file, so that a broken one is reported whatever the command.
            _ = try project.settings()
            let guide: GuideFile
            do {
                guide = try GuideFile(path: file, language: "und")
            } catch {
                throw ValidationError("\(error)")
            }
            let reading = GuideSource.read(guide, options: .documentOnly)
            guard let document = reading.document else {
                StandardStreams.error(reading.diagnostics.map { $0.description + "\n" }.joined())
                throw ExitCode(GuideSource.exit(for: reading.diagnostics).rawValue)
            }
            try StandardStreams.output(DocumentDump.render(document))
        }
    }
}
