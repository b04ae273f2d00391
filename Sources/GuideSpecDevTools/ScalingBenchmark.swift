import GuideSpecIO
import GuideSpecKit
public import Foundation
import GuideSpecDocumentModel
import GuideSpecDrift
import GuideSpecExtractors
import GuideSpecSource
import GuideSpecPacks
public import GuideSpecProject

/// Shows that `extract` and `drift` take time in proportion to their input: a real corpus page, in zh and en, repeated
/// (each copy's identifiers renamed, so that copies are new items rather than duplicates) to 1×, 10× and 100× the
/// size of the largest corpus page, and each size timed through the same stages as the CLI. Times are the process's
/// processor time, so that other work on the machine does not count.
public enum ScalingBenchmark {
    /// The figures of one input size.
    public struct Row: Sendable {
        /// How many times the largest corpus page the input is.
        public var multiple: Int
        /// The bytes of the zh input (the en one is about as large).
        public var bytes: Int
        /// The best processor time to read and extract the zh input into its spec JSON.
        public var extractSeconds: Double
        /// The best processor time to read and extract both inputs and compare them (languages and revisions).
        public var driftSeconds: Double
        /// The findings drift reported.
        public var findings: Int
        /// The process's peak resident memory after this size, in bytes (sizes run smallest first).
        public var peakMemoryBytes: Int?

        var megabytes: Double { Double(bytes) / 1_000_000 }
    }

    /// A run's rows and what they were built from.
    public struct Report: Sendable, CustomStringConvertible {
        /// The page repeated, and the largest corpus page whose size the multiples count.
        public var page: String
        public var largestPage: String
        public var largestBytes: Int
        public var rounds: Int
        public var rows: [Row]

        public var description: String {
            let base = rows.first
            var lines = [
                "input: \(page) (zh and en) repeated to multiples of \(largestPage) (\(largestBytes) bytes); best of \(rounds) rounds",
                "multiple        MB   extract s   s/MB  ratio    drift s   s/MB  ratio  findings  peak MiB   (processor seconds)",
            ]
            for row in rows {
                let extractRatio = base.map { (row.extractSeconds / row.megabytes) / ($0.extractSeconds / $0.megabytes) } ?? 1
                let driftRatio = base.map { (row.driftSeconds / row.megabytes) / ($0.driftSeconds / $0.megabytes) } ?? 1
                lines.append(
                    String(
                        format: "%7d× %9.2f %11.3f %6.3f %6.2f %10.3f %6.3f %6.2f %9d %9.0f", row.multiple, row.megabytes, row.extractSeconds,
                        row.extractSeconds / row.megabytes, extractRatio, row.driftSeconds, row.driftSeconds / row.megabytes, driftRatio,
                        row.findings,
                        Double(row.peakMemoryBytes ?? 0) / 1_048_576))
            }
            lines.append("ratio: seconds per MB against the 1× row (1.00 is linear)")
            return lines.joined(separator: "\n")
        }
    }

    /// Runs every multiple, smallest first, over `page` (a name present in `corpus`'s zh and en folders).
    public static func run(corpus: URL, page: String, multiples: [Int] = [1, 10, 100], rounds: Int = 2, project: GuideProject) throws -> Report {
        let pages = try Benchmark.markdownFiles(under: corpus)
        guard let largest = try pages.map({ ($0, try Data(contentsOf: $0).count) }).max(by: { $0.1 < $1.1 }) else {
            throw ScalingBenchmarkError("no Markdown pages under \(corpus.path)")
        }
        let zh = try String(contentsOf: corpus.appendingPathComponent("zh/\(page).md"), encoding: .utf8)
        let en = try String(contentsOf: corpus.appendingPathComponent("en/\(page).md"), encoding: .utf8)
        var rows: [Row] = []
        for multiple in multiples.sorted() {
            let target = multiple * largest.1
            let zhInput = Array(repeated(zh, toBytes: target).utf8)
            let enInput = Array(repeated(en, toBytes: target).utf8)
            var extractSeconds = Double.infinity
            var driftSeconds = Double.infinity
            var findings = 0
            for _ in 0..<max(1, rounds) {
                extractSeconds = min(
                    extractSeconds, try time { _ = try extract(zhInput, language: "zh", options: project.extractionOptions).spec.jsonData() })
                driftSeconds = min(
                    driftSeconds,
                    try time {
                        let options = project.extractionOptions
                        let pages = [try extract(zhInput, language: "zh", options: options), try extract(enInput, language: "en", options: options)]
                        findings = DriftRun.findings(pages, crossPage: false, guide: project.driftGuide).count
                    })
            }
            rows.append(
                Row(
                    multiple: multiple, bytes: zhInput.count, extractSeconds: extractSeconds, driftSeconds: driftSeconds, findings: findings,
                    peakMemoryBytes: Benchmark.peakMemory()))
        }
        return Report(
            page: page, largestPage: largest.0.path.dropFirst(corpus.path.count + 1).description, largestBytes: largest.1, rounds: rounds, rows: rows)
    }

    /// `text` repeated until it holds `count` bytes, the identifiers of copy `n` renamed (`TCGB` → `TCGBn`, and
    /// so on) so that each copy adds items; the last copy is cut at a line to end near `count`.
    static func repeated(_ text: String, toBytes count: Int) -> String {
        var result = ""
        result.reserveCapacity(count + text.utf8.count)
        var copy = 0
        while result.utf8.count < count {
            result +=
                copy == 0
                ? text : text.replacingOccurrences(of: "TCGB", with: "TCGB\(copy)").replacingOccurrences(of: "Gamebase", with: "Gamebase\(copy)")
            if !result.hasSuffix("\n") { result += "\n" }
            result += "\n"
            copy += 1
        }
        return result
    }

    /// Reads and extracts `bytes` as the CLI does (`SourceText`, the Markdown front end, every extractor); an input
    /// the reader refuses (over a limit) ends the benchmark with its diagnostics rather than a row that measured nothing.
    private static func extract(_ bytes: [UInt8], language: String, options: ExtractionOptions) throws -> DriftPage {
        let file = try GuideFile(path: "\(language)/scaled.md")
        let reading = GuideSource.read(
            bytes: bytes, as: file, options: SourceOptions(diagnosticsPerRule: nil, extraction: options, packExtractors: GuidePacks.extractors))
        guard let page = DriftRun.page(of: reading) else {
            throw ScalingBenchmarkError(
                "the \(bytes.count)-byte input was not read: " + reading.diagnostics.map(\.description).joined(separator: "; "))
        }
        return page
    }

    private static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = SystemCalls.processorSeconds()
        try body()
        return SystemCalls.processorSeconds() - start
    }
}

/// A scaling benchmark that cannot run: no corpus, or no such page.
public struct ScalingBenchmarkError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
