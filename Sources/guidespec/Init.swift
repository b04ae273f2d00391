import ArgumentParser
import Foundation
import GuideSpecIO
import GuideSpecKit
import GuideSpecProject

extension GuideSpecCommand {
    /// `guidespec init`: writes a guide's project file from the shapes of its files, or checks the one it has.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a guide's project file (guidespec.yml) from the shapes of its files, or check the one it has.",
            discussion: """
                Looks for folders and file-name suffixes that are language tags, proposes the layout and the languages, leaves \
                out the pages that cannot be read, and says what it could not decide. With --check, reads the project file \
                and the pages its layout describes, and changes nothing. Exit codes: 0 written (or valid), 2 bad input or \
                usage (no layout found, a project file already there, a mistake in the file). See docs/project-file.md.
                """)

        @Argument(help: "The guide's folder (default: the working folder).")
        var folder = "."

        @Flag(help: "Check the folder's guidespec.yml and the pages its layout describes instead of writing one.")
        var check = false

        @Flag(help: "Print the project file instead of writing it.")
        var dryRun = false

        @Flag(help: "Replace an existing guidespec.yml.")
        var force = false

        func validate() throws {
            if check && (dryRun || force) { throw ValidationError("--check writes nothing: it takes neither --dry-run nor --force") }
        }

        func run() throws {
            if check {
                let file = folder == "." ? ProjectFileReader.fileName : (folder.hasSuffix("/") ? folder : folder + "/") + ProjectFileReader.fileName
                let project = try ProjectFile.load(given: file, from: FileManager.default.currentDirectoryPath)
                _ = try project.driftRuleSettings()
                guard !project.layout.isEmpty else {
                    try StandardStreams.output("\(file): valid; it names no layout, so commands read the files they are given\n")
                    return
                }
                let selection: GuideSelection
                do {
                    selection = try GuideSelection.select([], language: nil, page: nil, project: project)
                } catch {
                    throw GuideSpecFailure(.badInput, line: error.description)
                }
                StandardStreams.error(selection.skipped.map { "skipped: \($0)\n" }.joined())
                let languages = Set(selection.files.map(\.language)).sorted()
                let pages = Set(selection.files.map(\.page)).count
                try StandardStreams.output(
                    "\(file): valid; the layout describes \(pages) pages in \(languages.count) languages (\(languages.joined(separator: ", ")))\n")
                return
            }
            let outcome = try ProjectInit.run(folder)
            if dryRun {
                try StandardStreams.output(outcome.text)
                StandardStreams.error(outcome.report.map { $0 + "\n" }.joined())
                return
            }
            if !force && FileManager.default.fileExists(atPath: outcome.file) {
                throw GuideSpecFailure(.badInput, line: "\(outcome.file): already exists: pass --force to replace it, or --check to check it")
            }
            var plan = WritePlan()
            try plan.write(Data(outcome.text.utf8), toFile: outcome.file)
            let changes = try plan.commit()
            try StandardStreams.output((outcome.report + changes.map { "\($0.outcome.rawValue): \($0.path)" }).map { $0 + "\n" }.joined())
        }
    }
}
