import GuideSpecIO
import GuideSpecKit
public import Foundation
import GuideSpecDrift
import GuideSpecExtractors
public import GuideSpecProject
import GuideSpecSource
import GuideSpecMarkdownFrontEnd
import GuideSpecDocumentModel
import GuideSpecPacks

/// Measures extraction throughput over a folder of Markdown pages against cmark-gfm's own parse of the same bytes.
public enum Benchmark {
    /// The figures of one benchmark run.
    public struct Report: Sendable, CustomStringConvertible {
        public var pages: Int
        public var bytes: Int
        public var rounds: Int
        /// The best time for one pass of cmark-gfm parsing alone over every page, with its own allocator: the baseline.
        public var baselineSeconds: Double
        /// The same parse with cmark-gfm's memory taken from the arena the front end uses: how much of the front end's
        /// time is the parse itself.
        public var arenaParseSeconds: Double
        /// The best time for one pass of the Markdown front end alone (cmark-gfm plus copying into the document model).
        public var frontEndSeconds: Double
        /// The best time for one pass of the whole extraction (front end, extractors, JSON) over every page.
        public var extractionSeconds: Double
        /// The least processor time of one pass of each of the three measurements above (parse, front end, extraction):
        /// on a loaded machine elapsed time is mostly waiting for a processor, processor time is not.
        public var processorSeconds: (baseline: Double, frontEnd: Double, extraction: Double)
        /// The process's peak resident memory after the extraction rounds, in bytes (VmHWM), or nil where the system
        /// does not report it.
        public var peakMemoryBytes: Int?
        /// The best time for one whole drift run over the corpus (read, extract, compare languages and pages) on every core.
        public var driftSeconds: Double
        /// The same drift run on one thread, once: the baseline of the parallel run.
        public var sequentialDriftSeconds: Double
        /// The threads the parallel drift run used.
        public var driftThreads: Int
        /// Whether the parallel drift run gave exactly the findings of the sequential one.
        public var driftIdentical: Bool
        /// The process's peak resident memory once the drift runs are done, in bytes, or nil as above.
        public var driftPeakMemoryBytes: Int?

        var megabytes: Double { Double(bytes) / 1_000_000 }

        public var description: String {
            let extraction = megabytes / extractionSeconds
            let baseline = megabytes / baselineSeconds
            var text = """
                pages: \(pages), \(String(format: "%.2f", megabytes)) MB, best of \(rounds) rounds
                cmark-gfm parse only: \(String(format: "%.1f", baseline)) MB/s (\(String(format: "%.1f", baselineSeconds * 1000)) ms)
                the same parse in the front end's arena: \(String(format: "%.1f", megabytes / arenaParseSeconds)) MB/s \
                (\(String(format: "%.1f", arenaParseSeconds * 1000)) ms, \(String(format: "%.2f", arenaParseSeconds / baselineSeconds))x cmark-gfm)
                front end (document): \(String(format: "%.1f", megabytes / frontEndSeconds)) MB/s (\(String(format: "%.1f", frontEndSeconds * 1000)) \
                ms, \(String(format: "%.2f", frontEndSeconds / baselineSeconds))x cmark-gfm, \
                \(String(format: "%.2f", frontEndSeconds / arenaParseSeconds))x its parse in the arena)
                guidespec extract:    \(String(format: "%.1f", extraction)) MB/s (\(String(format: "%.1f", extractionSeconds * 1000)) ms)
                ratio extract/cmark-gfm time: \(String(format: "%.2f", extractionSeconds / baselineSeconds))x
                """
            text += """

                processor time: parse \(String(format: "%.1f", processorSeconds.baseline * 1000)) ms, \
                front end \(String(format: "%.1f", processorSeconds.frontEnd * 1000)) ms \
                (\(String(format: "%.2f", processorSeconds.frontEnd / processorSeconds.baseline))x), \
                extract \(String(format: "%.1f", processorSeconds.extraction * 1000)) ms \
                (\(String(format: "%.2f", processorSeconds.extraction / processorSeconds.baseline))x)
                """
            if let peak = peakMemoryBytes { text += "\npeak memory (extraction): \(String(format: "%.1f", Double(peak) / 1_048_576)) MiB" }
            text += """

                drift over the corpus: \(String(format: "%.1f", driftSeconds * 1000)) ms on \(driftThreads) threads \
                (one thread: \(String(format: "%.1f", sequentialDriftSeconds * 1000)) ms, \
                \(String(format: "%.2f", sequentialDriftSeconds / driftSeconds))x; \
                findings \(driftIdentical ? "identical" : "DIFFER"))
                """
            if let peak = driftPeakMemoryBytes { text += "\npeak memory (after drift): \(String(format: "%.1f", Double(peak) / 1_048_576)) MiB" }
            return text
        }
    }

    /// Runs `rounds` interleaved rounds of both measurements over every `*.md` below `corpus`.
    public static func run(corpus: URL, rounds: Int = 5, project: GuideProject) throws -> Report {
        let pages = try markdownFiles(under: corpus).map { url in
            let bytes = try InputFile.read(url.path, limit: InputLimits.guidePageBytes, kind: "guide page").get()
            return (
                url: url, file: try GuideFile(path: url.path), text: String(decoding: bytes, as: UTF8.self),
                source: SourceText(bytes: bytes, file: url.path)
            )
        }
        let bytes = pages.reduce(0) { $0 + $1.text.utf8.count }
        var baseline = Best()
        var arenaParse = Best()
        var frontEnd = Best()
        var extraction = Best()
        for _ in 0..<max(1, rounds) {
            baseline.add { for page in pages { _ = MarkdownFrontEnd.parseOnly(page.text) } }
            arenaParse.add { for page in pages { _ = MarkdownFrontEnd.parseOnly(page.text, memory: .arena) } }
            frontEnd.add { for page in pages { _ = MarkdownFrontEnd.read(page.text, file: page.url.path) } }
            extraction.add {
                // Options made once per pass, as one run makes them: its pages share the neutral types worked out so far.
                let options = SourceOptions.withPacks(project.extractionOptions)
                for page in pages {
                    _ = try? GuideSource.read(page.source, as: page.file, options: options).spec?.jsonData()
                }
            }
        }
        let peak = peakMemory()
        let files = pages.map(\.file)
        let folder = URL(fileURLWithPath: "/")  // the paths are absolute
        let threads = ProcessInfo.processInfo.activeProcessorCount
        var sequential: [DriftFinding] = []
        // Each drift run makes its own options, as a run does.
        let guide = project.driftGuide
        let sequentialDrift = time {
            sequential = DriftRun.findings(
                DriftRun.readPages(files, in: folder, options: project.extractionOptions, threads: 1).0, crossPage: true, guide: guide, threads: 1)
        }
        var parallel: [DriftFinding] = []
        var drift = Double.infinity
        for _ in 0..<max(1, rounds) {
            drift = min(
                drift,
                time {
                    parallel = DriftRun.findings(
                        DriftRun.readPages(files, in: folder, options: project.extractionOptions, threads: threads).0, crossPage: true, guide: guide,
                        threads: threads)
                })
        }
        return Report(
            pages: pages.count, bytes: bytes, rounds: rounds, baselineSeconds: baseline.elapsed, arenaParseSeconds: arenaParse.elapsed,
            frontEndSeconds: frontEnd.elapsed,
            extractionSeconds: extraction.elapsed, processorSeconds: (baseline.processor, frontEnd.processor, extraction.processor),
            peakMemoryBytes: peak, driftSeconds: drift, sequentialDriftSeconds: sequentialDrift, driftThreads: threads,
            driftIdentical: parallel == sequential,
            driftPeakMemoryBytes: peakMemory())
    }

    /// Every Markdown file below `folder`, in path order.
    static func markdownFiles(under folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// The least elapsed and the least processor time of the passes measured so far.
    private struct Best {
        var elapsed = Double.infinity
        var processor = Double.infinity

        mutating func add(_ body: () -> Void) {
            let processorStart = SystemCalls.processorSeconds()
            elapsed = min(elapsed, Benchmark.time(body))
            processor = min(processor, SystemCalls.processorSeconds() - processorStart)
        }
    }

    private static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// VmHWM from /proc/self/status (Linux).
    static func peakMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}
