import ArgumentParser
import Foundation
import GuideSpecDevTools
import GuideSpecKit

extension GuideSpecDevCommand {
    /// `guidespec-dev bench-scaling`: extract and drift time per MB at 1×, 10× and 100× the largest corpus page.
    struct BenchScaling: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench-scaling",
            abstract:
                "Show that extract and drift time grows linearly with input size (a real page repeated to 1×, 10×, 100× the largest corpus page).")

        @Option(help: "The corpus folder (with zh/ and en/).")
        var corpus = "../shared/corpus/gamebase-docs/head"

        @Option(help: "The page repeated, present in the corpus's zh and en folders.")
        var page = "ios-purchase"

        @Option(help: "Rounds; the best time of each measurement is reported.")
        var rounds = 2

        func run() throws {
            guard FileManager.default.fileExists(atPath: corpus) else {
                throw ValidationError("corpus folder \(corpus) does not exist: pass --corpus")
            }
            print(
                try ScalingBenchmark.run(corpus: URL(fileURLWithPath: corpus), page: page, rounds: rounds, project: try GuideSpecDevCommand.project())
            )
        }
    }
}
