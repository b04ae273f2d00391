public import Foundation
import GuideSpecConformance
import GuideSpecWire
import Harness
import ReferenceAdapter

/// Cases per second through an adapter process against `OperationDispatcher` on `ReferenceImplementation`, on the same cases.
public enum ConformBenchmark {
    /// The figures of one benchmark run.
    public struct Report: Sendable, CustomStringConvertible {
        public var cases: Int
        public var rounds: Int
        /// The best time for one pass through the adapter process (start, handshake, every case, bye).
        public var processSeconds: Double
        /// The best time for one pass in-process, comparing outputs as the harness does.
        public var inProcessSeconds: Double

        public var description: String {
            let process = Double(cases) / processSeconds, inProcess = Double(cases) / inProcessSeconds
            return """
                cases: \(cases), best of \(rounds) rounds
                in-process (OperationDispatcher): \(String(format: "%.0f", inProcess)) cases/s (\(String(format: "%.1f", inProcessSeconds * 1000)) ms)
                process adapter (JSON Lines):     \(String(format: "%.0f", process)) cases/s (\(String(format: "%.1f", processSeconds * 1000)) ms)
                ratio process/in-process time: \(String(format: "%.1f", processSeconds / inProcessSeconds))x
                """
        }
    }

    /// Runs `rounds` interleaved rounds of both measurements over the cases of `golden`, each repeated `repeats` times.
    /// Throws `ConformInputError` for bad golden files and `Unavailable` when the adapter cannot be run.
    public static func run(golden: URL, adapter: [String], repeats: Int, rounds: Int) throws -> Report {
        let loaded = try ConformGolden.load(directory: golden).cases
        let cases = (0..<max(1, repeats)).flatMap { round in loaded.map { golden in
            var copy = golden
            copy.id = "\(golden.id)#\(round)"
            return copy
        } }
        let dispatcher = OperationDispatcher(ReferenceImplementation())
        var best = (process: Double.infinity, inProcess: Double.infinity)
        for _ in 0..<max(1, rounds) {
            best.inProcess = min(best.inProcess, seconds { _ = cases.map { verdict(of: $0, dispatcher) } })
            var run: HarnessRun?
            best.process = min(best.process, seconds { run = ConformanceHarness.run(cases, options: HarnessOptions(arguments: adapter)) })
            if let abort = run?.abort { throw Unavailable(description: "the adapter could not be run: \(abort)") }
        }
        return Report(cases: cases.count, rounds: max(1, rounds), processSeconds: best.process, inProcessSeconds: best.inProcess)
    }

    /// The adapter could not be started for the benchmark.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// The in-process counterpart of one harness exchange: answer, then compare.
    private static func verdict(of golden: GoldenCase, _ dispatcher: OperationDispatcher) -> Bool {
        guard let operation = Operation(rawValue: golden.operation), let output = try? dispatcher.perform(operation, input: golden.input) else {
            return false
        }
        return CaseVerdict(expected: golden.expected, actual: output).passed
    }

    private static func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
}
