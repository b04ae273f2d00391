import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecKit
import GuideSpecProject

/// The `guidespec` command: keeps an SDK guide, its translations and implementations honest with each other.
@main
struct GuideSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidespec",
        abstract: "Keep an SDK guide, its translations and its implementations honest with each other.",
        discussion: "Exit codes: 0 all good, 1 findings, 2 bad input or usage, 3 tool failure.",
        version: GuideSpecVersion.tool,
        subcommands: [
            Init.self, Check.self, Extract.self, Drift.self, History.self, ObserverCheck.self, Golden.self, GenerateTests.self, Catalogue.self, Conform.self,
            Report.self, Smoke.self, DumpDocument.self, Bench.self, BenchScaling.self, BenchReportScaling.self, BenchHarness.self, BenchHistory.self,
        ])

    /// Runs the command: usage mistakes exit 2 instead of the parser's 64, and every other error goes through the one
    /// failure mapping (`GuideSpecFailure(mapping:)`): one `file: what happened` line and its exit code, never a dump.
    static func main() {
        StandardStreams.prepare()
        // The harness reaps what this process adopts: an adapter's child that outlives its parent ends here, not with init.
        _ = ProcessCalls.becomeChildSubreaper
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let parserExit = exitCode(for: error)
            if parserExit == .success { exit(withError: error) }  // --help, --version: printed by the parser
            if parserExit == .validationFailure {
                StandardStreams.error(fullMessage(for: error) + "\n")
                Foundation.exit(GuideSpecExit.badInput.rawValue)
            }
            let failure = GuideSpecFailure(mapping: error)
            StandardStreams.error(failure.description + "\n")
            Foundation.exit(failure.exit.rawValue)
        }
    }
}

/// Options naming guide files and how to read them, shared by the commands that read guides.
struct GuideFileOptions: ParsableArguments {
    @Argument(help: """
        Guide files (.md, .html, .txt), folders or quoted globs ('en/**/*.md'); default: every page the project file's layout \
        describes (docs/project-file.md). A file the layout places takes its page and language from it; any other file's \
        language is its folder's name (guides/zh/…) unless --lang is given.
        """)
    var files: [String] = []

    @Option(help: "The language of every file the layout does not place, such as zh or en.")
    var lang: String?

    @Option(help: "The page name of every file the layout does not place (default: the file name without extension).")
    var page: String?

    /// The files as GuideFile values, with the project's layout (and, with `otherLanguages`, their pages' other language
    /// versions); files of a folder or glob that cannot be read are reported as skipped, and a naming problem of a file
    /// named alone is a usage error (exit 2).
    func guideFiles(_ project: GuideProject, otherLanguages: Bool = false) throws -> [GuideFile] {
        do {
            var selection = try GuideSelection.select(files, language: lang, page: page, project: project)
            if otherLanguages { selection = try selection.withOtherLanguages(project: project) }
            StandardStreams.error(selection.skipped.map { "skipped: \($0)\n" }.joined())
            return selection.files
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
