import ArgumentParser
import Foundation
import GuideSpecDevTools

extension GuideSpecDevCommand {
    /// `guidespec-dev bench-report-scaling`: the HTML report and observer-check at 1×, 10× and 100× their base input.
    struct BenchReportScaling: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench-report-scaling",
            abstract: "Show that the HTML report and observer-check grow linearly with their input (1×, 10×, 100× generated reports and pages).")

        @Option(name: .customLong("multiple"), help: "A multiple of the base sizes to run (repeat the option); 1, 10 and 100 by default.")
        var multiples: [Int] = [1, 10, 100]

        @Option(help: "Rounds; the best time of each measurement is reported.")
        var rounds = 2

        @Option(help: .hidden)
        var workload: String?

        @Option(help: .hidden)
        var folder: String?

        func run() throws {
            // Each workload at each size runs in a child: this command again, naming the workload and its input folder.
            if let workload, let folder {
                print(
                    try ReportScalingBenchmark.measure(
                        workload, in: URL(fileURLWithPath: folder), rounds: rounds, project: try GuideSpecDevCommand.project()))
            } else {
                print(
                    try ReportScalingBenchmark.run(multiples: multiples, rounds: rounds, child: [CommandLine.arguments[0], "bench-report-scaling"]))
            }
        }
    }
}
