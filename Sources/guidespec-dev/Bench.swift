import GuideSpecIO
import ArgumentParser
import Foundation
import GuideSpecDevTools
import GuideSpecKit

extension GuideSpecDevCommand {
    /// `guidespec-dev bench`: extraction throughput over the corpus against cmark-gfm's own parse, in one run.
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench", abstract: "Measure extraction throughput over a folder of Markdown pages.")

        @Option(help: "The corpus folder.")
        var corpus = "../shared/corpus/gamebase-docs/head"

        @Option(help: "Rounds; the best time of each measurement is reported.")
        var rounds = 5

        func run() throws {
            guard FileManager.default.fileExists(atPath: corpus) else {
                throw ValidationError("corpus folder \(corpus) does not exist: pass --corpus")
            }
            try StandardStreams.output(
                "\(try Benchmark.run(corpus: URL(fileURLWithPath: corpus), rounds: rounds, project: try GuideSpecDevCommand.project()))\n")
        }
    }
}
