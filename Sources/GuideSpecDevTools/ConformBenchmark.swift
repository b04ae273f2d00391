import GuideSpecIO
import GuideSpecKit
public import Foundation
import GuideSpecAreas
import GuideSpecConformance
import GuideSpecWire
import GuideSpecHarness
import GuideSpecReferenceAdapter

/// Cases per second through an adapter process against `OperationDispatcher` on `ReferenceImplementation`, on the same cases.
public enum ConformBenchmark {
    /// The figures of one benchmark run: elapsed times, which depend on the share of the processors this run gets on a busy
    /// machine, and processor times, which do not.
    public struct Report: Sendable, CustomStringConvertible {
        public var cases: Int
        public var rounds: Int
        /// The best time for one pass through the adapter process (start, handshake, every case, bye).
        public var process: Pass
        /// The best time for one pass in-process, comparing outputs as the harness does.
        public var inProcess: Pass
        /// The best time for a pass of the first case alone through the adapter process: what starting and ending it costs.
        public var start: Pass

        public var description: String {
            let rest = process.seconds - start.seconds
            let afterStart = cases > 1 && rest > 0 ? format(Double(cases - 1) / rest, "%.0f") : "-"
            return """
                cases: \(cases), best of \(rounds) rounds
                in-process (OperationDispatcher): \(rate(inProcess)) cases/s (\(milliseconds(inProcess.seconds)) ms); \
                processor \(microseconds(inProcess.processorSeconds)) µs per case
                process adapter (JSON Lines):     \(rate(process)) cases/s (\(milliseconds(process.seconds)) ms); \
                processor \(microseconds(process.processorSeconds)) µs per case (harness \(microseconds(process.harnessSeconds)), \
                adapter \(microseconds(process.adapterSeconds)), its start included) = \
                \(format(Double(cases) / process.processorSeconds, "%.0f")) cases per processor second
                  of which start, handshake, first case and exit: \(milliseconds(start.seconds)) ms; the other cases: \(afterStart) cases/s
                ratio process/in-process: \(format(process.seconds / inProcess.seconds, "%.1f"))x elapsed, \
                \(format(process.processorSeconds / inProcess.processorSeconds, "%.1f"))x processor time
                """
        }

        private func rate(_ pass: Pass) -> String { format(Double(cases) / pass.seconds, "%.0f") }
        private func milliseconds(_ seconds: Double) -> String { format(seconds * 1000, "%.1f") }
        private func microseconds(_ seconds: Double) -> String { format(seconds * 1e6 / Double(cases), "%.1f") }
        private func format(_ value: Double, _ pattern: String) -> String { String(format: pattern, value) }
    }

    /// One measured pass.
    public struct Pass: Sendable {
        /// Elapsed seconds.
        public var seconds: Double
        /// Processor seconds of this process (the harness, or the in-process pass).
        public var harnessSeconds: Double
        /// Processor seconds of the adapter processes the pass started and waited for; 0 in-process.
        public var adapterSeconds: Double

        /// Processor seconds of both.
        public var processorSeconds: Double { harnessSeconds + adapterSeconds }

        /// The pass with the smaller elapsed time and, independently, the smaller processor times.
        func best(_ other: Pass) -> Pass {
            Pass(
                seconds: min(seconds, other.seconds), harnessSeconds: min(harnessSeconds, other.harnessSeconds),
                adapterSeconds: min(adapterSeconds, other.adapterSeconds))
        }

        static let none = Pass(seconds: .infinity, harnessSeconds: .infinity, adapterSeconds: .infinity)
    }

    /// Runs `rounds` interleaved rounds of both measurements over the cases of `golden`, each repeated `repeats` times.
    /// Throws `ConformInputError` for bad golden files and `Unavailable` when the adapter cannot be run.
    public static func run(golden: URL, adapter: [String], repeats: Int, rounds: Int) throws -> Report {
        let loaded: [GoldenCase]
        do { loaded = try GoldenFolder.read(golden.path, requiringCases: true).cases } catch { throw ConformInputError(error) }
        let cases = (0..<max(1, repeats)).flatMap { round in
            loaded.map { golden in
                var copy = golden
                copy.id = "\(golden.id)#\(round)"
                return copy
            }
        }
        let dispatcher = OperationDispatcher(ReferenceImplementation(), areas: GuideAreas.all)
        var best = (process: Pass.none, inProcess: Pass.none, start: Pass.none)
        for _ in 0..<max(1, rounds) {
            best.inProcess = best.inProcess.best(measure { _ = cases.map { dispatcher.verdict(on: $0).passed } })
            best.process = best.process.best(try pass(of: cases, through: adapter))
            best.start = best.start.best(try pass(of: Array(cases.prefix(1)), through: adapter))
        }
        return Report(cases: cases.count, rounds: max(1, rounds), process: best.process, inProcess: best.inProcess, start: best.start)
    }

    /// One harness run of `cases` through the adapter, from its start to its exit.
    private static func pass(of cases: [GoldenCase], through adapter: [String]) throws -> Pass {
        var run: HarnessRun?
        let measured = measure { run = ConformanceHarness.run(cases, options: HarnessOptions(arguments: adapter)) }
        if let abort = run?.abort { throw Unavailable(description: "the adapter could not be run: \(abort)") }
        return measured
    }

    /// The adapter could not be started for the benchmark.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    private static func measure(_ body: () -> Void) -> Pass {
        let start = ContinuousClock.now
        let before = (own: SystemCalls.processorSeconds(), children: SystemCalls.childProcessorSeconds())
        body()
        let after = (own: SystemCalls.processorSeconds(), children: SystemCalls.childProcessorSeconds())
        let elapsed = (ContinuousClock.now - start).components
        return Pass(
            seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, harnessSeconds: after.own - before.own,
            adapterSeconds: after.children - before.children)
    }
}
