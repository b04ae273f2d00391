import ArgumentParser
import Foundation
import GuideSpecCommandLine
import GuideSpecIO
import GuideSpecProject

/// `guidespec-dev`: this repository's own tools (the benchmarks, the reference adapter's catalogue snapshot), kept out of
/// the `guidespec` users run. Run from the repository's top; each reads the repository's `guidespec.yml`.
@main
struct GuideSpecDevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidespec-dev",
        abstract: "GuideSpec's own maintenance tools: benchmarks and the reference adapter's catalogue snapshot.",
        discussion: "Exit codes: 0 all good, 2 bad input or usage, 3 tool failure.",
        subcommands: [Bench.self, BenchScaling.self, BenchReportScaling.self, BenchHarness.self, BenchHistory.self, ReferenceCatalogue.self])

    /// Runs the command as every GuideSpec executable does (`runMappingFailures`).
    static func main() {
        // As guidespec does, so that bench-harness measures the harness as users run it: an adapter's orphan ends here.
        _ = ProcessCalls.becomeChildSubreaper
        runMappingFailures()
    }

    /// The settings of the guide in the working folder: its nearest `guidespec.yml` (the repository's, for these tools).
    static func project() throws -> GuideProject {
        try ProjectFile.load(given: nil, from: FileManager.default.currentDirectoryPath)
    }
}
