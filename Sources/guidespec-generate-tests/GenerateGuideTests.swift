import ArgumentParser
import GuideSpecCodegen
import Foundation
import GuideSpecWire

/// `guidespec-generate-tests`: one platform's Swift Testing suites from a folder of golden files, written into a consumer's
/// test target. It is the tool behind the `generate-guide-tests` command plugin and links neither libxml2 nor cmark-gfm, so
/// a package that depends on GuideSpec builds only this, the wire types and the code generator to get its suites.
@main
struct GenerateGuideTests: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidespec-generate-tests",
        abstract: "Write the Swift Testing suites of a folder of golden files (*.jsonl) into a test target's folder.",
        discussion:
            """
            Exit 0 when written or up to date, 1 with --check when a file is stale (its diff printed), 2 for bad input, \
            3 when a file cannot be written.
            """
    )

    @Option(help: "The folder of golden files (*.jsonl), such as GuideSpec's golden/.")
    var golden: String

    @Option(name: [.short, .customLong("output")], help: "The folder for the generated Swift files.")
    var output: String

    @Option(
        help: "The platform whose cases become tests (ios for an in-process Swift SDK).",
        transform: { id in
            do { return try Platform(id) } catch { throw ValidationError("\(error)") }
        })
    var platform = AdapterHello.defaultPlatform

    @Option(help: "Put before each guide file failure messages cite, so that it opens from the consumer's package.")
    var guideRoot = ""

    @Flag(help: "Cite guide files under GuideSpec's own folder, found when the tests run (for the golden files GuideSpec ships).")
    var guideRootIsGuideSpec = false

    @Option(help: "The command each file's header names to regenerate it.")
    var regenerateCommand: String

    @Flag(help: "Write nothing; exit 1 and print the diff of each file that is out of date.")
    var check = false

    func validate() throws {
        if guideRootIsGuideSpec && !guideRoot.isEmpty {
            throw ValidationError("--guide-root and --guide-root-is-guide-spec name two roots: give one")
        }
    }

    func run() throws {
        let files: [GeneratedFile]
        do {
            let cases = try GoldenFolder.read(URL(fileURLWithPath: golden).path, requiringCases: true).cases
            let generator = SuiteGenerator(
                regenerateCommand: regenerateCommand, platform: platform, guideRoot: guideRootIsGuideSpec ? .guideSpecCheckout : .folder(guideRoot))
            files = try generator.files(cases: cases)
        } catch {
            FileHandle.standardError.write(Data("guidespec-generate-tests: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let folder = GeneratedFolder(URL(fileURLWithPath: output), shownAs: output)
        let changes = folder.changes(to: files)
        if check {
            let stale = changes.filter { $0.outcome != .unchanged }
            print(stale.flatMap(\.diff).joined(separator: "\n"), terminator: stale.isEmpty ? "" : "\n")
            guard stale.isEmpty else {
                FileHandle.standardError.write(Data("generated tests are out of date: run `\(regenerateCommand)`\n".utf8))
                throw ExitCode(1)
            }
            return
        }
        do {
            try folder.apply(changes)
        } catch {
            FileHandle.standardError.write(Data("guidespec-generate-tests: \(error)\n".utf8))
            throw ExitCode(3)
        }
        for change in changes { print("\(change.outcome.rawValue): \(output)/\(change.name)") }
    }
}

/// A problem with the tool's input, said in one line.
struct Failure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
