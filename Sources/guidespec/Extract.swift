import ArgumentParser
import Foundation
import GuideSpecKit

extension GuideSpecCommand {
    /// `guidespec extract`: writes one spec JSON per (page, language).
    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Extract specs (errors, value objects, URL schemes, APIs, flows, tables) from guide files.")

        @OptionGroup var guides: GuideFileOptions

        @Option(name: [.short, .customLong("output")], help: "Folder for the spec files.")
        var output = "spec"

        @Flag(help: "Report what would change without writing.")
        var dryRun = false

        func run() throws {
            let (results, written, exit) = try Extraction.run(try guides.guideFiles(), into: URL(fileURLWithPath: output), dryRun: dryRun)
            for result in results {
                for diagnostic in result.diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
                if result.spec == nil {
                    FileHandle.standardError.write(Data("\(result.file.path): no spec written: the file could not be read\n".utf8))
                }
            }
            for (name, outcome) in written { print("\(outcome.rawValue)\(dryRun ? " (dry run)" : ""): \(output)/\(name)") }
            if exit != .success { throw ExitCode(exit.rawValue) }
        }
    }
}
