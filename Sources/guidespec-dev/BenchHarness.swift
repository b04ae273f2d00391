import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecDevTools
import GuideSpecKit

extension GuideSpecDevCommand {
    /// `guidespec-dev bench-harness`: conformance throughput through an adapter process against in-process, on the same cases.
    struct BenchHarness: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench-harness",
            abstract: "Measure cases per second through an adapter process against the in-process reference implementation.")

        @Option(help: "The folder of golden cases (*.jsonl).")
        var golden = "golden"

        @Option(help: "The adapter command (default: guidespec-reference-adapter beside this executable).")
        var adapter: String?

        @Option(help: "How many times each case is repeated in one pass.")
        var repeats = 20

        @Option(help: "Rounds; the best time of each measurement is reported.")
        var rounds = 3

        func run() throws {
            let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "guidespec-reference-adapter")
            let arguments: [String]
            do {
                arguments =
                    try adapter.map { command throws(ConformInputError) in try ConformOptions.adapterArguments(command, extra: []) } ?? [sibling.path]
            } catch {
                throw ValidationError(error.description)
            }
            do {
                try StandardStreams.output(
                    "\(try ConformBenchmark.run(golden: URL(fileURLWithPath: golden), adapter: arguments, repeats: repeats, rounds: rounds))\n")
            } catch let error as ConformInputError where error.exit == .badInput {
                throw ValidationError(error.description)
            } catch let error as ConformBenchmark.Unavailable {
                StandardStreams.error("guidespec-dev bench-harness: \(error)\n")
                throw ExitCode(GuideSpecExit.infrastructure.rawValue)
            }
        }
    }
}
