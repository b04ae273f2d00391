import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecCommandLine
import GuideSpecKit
import GuideSpecProject
import GuideSpecSource

/// The `guidespec` command: keeps an SDK guide, its translations and implementations honest with each other.
@main
struct GuideSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidespec",
        abstract: "Keep an SDK guide, its translations and its implementations honest with each other.",
        discussion: "Exit codes: 0 all good, 1 findings, 2 bad input or usage, 3 tool failure.",
        version: GuideSpecVersion.tool,
        subcommands: [
            Init.self, Check.self, Extract.self, Drift.self, History.self, ObserverCheck.self, Golden.self, GenerateTests.self, Catalogue.self,
            Conform.self,
            Report.self, Smoke.self, DumpDocument.self,
        ])

    /// Runs the command as every GuideSpec executable does (`runMappingFailures`).
    static func main() {
        // The harness reaps what this process adopts: an adapter's child that outlives its parent ends here, not with init.
        _ = ProcessCalls.becomeChildSubreaper
        runMappingFailures()
    }
}

/// Options naming guide files and how to read them, shared by the commands that read guides.
struct GuideFileOptions: ParsableArguments {
    @Argument(
        help: """
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
