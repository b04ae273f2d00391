import Foundation
public import GuideSpecExtractors

/// Measures a whole-history walk against two baselines from the same run: git listing the same commits alone, and
/// reading and comparing every page of the tip once.
public enum HistoryBenchmark {
    /// The figures of one benchmark run.
    public struct Report: Sendable, CustomStringConvertible {
        /// The walked repository folder.
        public var repository: String
        /// Threads of the parallel walk.
        public var jobs: Int
        /// First-parent commits walked.
        public var commitsWalked: Int
        /// Pages reported.
        public var pages: Int
        /// Files followed, one per language of a page.
        public var files: Int
        /// Page states compared.
        public var states: Int
        /// Distinct blobs read and extracted.
        public var blobsExtracted: Int
        /// Item events in the report.
        public var itemEvents: Int
        /// Findings at the tip.
        public var findings: Int
        /// The walk with `jobs` threads, and the processor time its threads used (git's processes not counted).
        public var historySeconds: Double
        /// Processor time of the parallel walk (this process's threads).
        public var historyCPUSeconds: Double
        /// `git log` of the same commits with the same raw diff: what reading the history from git alone costs.
        public var gitLogSeconds: Double
        /// Reading, extracting and comparing every page of the tip once (a walk that starts at the tip).
        public var tipSeconds: Double
        /// Blobs the tip-only walk read.
        public var tipBlobs: Int
        /// The same walk on one thread, when asked for, and whether its report has the same bytes.
        public var sequential: (seconds: Double, identical: Bool)?
        /// Peak resident memory of this process (VmHWM) after the parallel walk; git's own processes are not counted.
        public var peakMemoryBytes: Int?

        /// The figures as the bench prints them.
        public var description: String {
            func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
            func mebibytes(_ bytes: Int?) -> String { bytes.map { String(format: "%.0f MiB", Double($0) / 1_048_576) } ?? "n/a" }
            var lines = [
                "history of \(repository): \(commitsWalked) commits walked (first parent), \(pages) pages, \(files) files",
                """
                  \(states) page-family states compared, \(blobsExtracted) blobs read and extracted, \(itemEvents) item events, \
                \(findings) findings
                """,
                "git log of the same commits:     \(seconds(gitLogSeconds))",
                "tip only (\(tipBlobs) blobs, extract + drift): \(seconds(tipSeconds))",
                """
                whole history (\(jobs) threads):  \(seconds(historySeconds)) (\(seconds(historyCPUSeconds)) of CPU), \
                \(String(format: "%.1f", historySeconds / gitLogSeconds))x git log, \(String(format: "%.1f", historySeconds / tipSeconds))x \
                the tip alone
                """,
            ]
            if let sequential {
                lines.append(
                    """
                    whole history (1 thread):    \(seconds(sequential.seconds)), \(String(format: "%.2f", sequential.seconds / historySeconds))x \
                    the parallel walk; output \(sequential.identical ? "byte-identical" : "DIFFERENT")
                    """
                )
            }
            lines.append("peak memory: \(mebibytes(peakMemoryBytes)) (guidespec; git processes not counted)")
            return lines.joined(separator: "\n")
        }
    }

    /// Walks `repository` (every page, the first-parent history of HEAD, each state extracted with `extraction`) and its
    /// baselines; with `sequential`, once more on one thread.
    public static func run(repository: String, jobs: Int, sequential: Bool, extraction: ExtractionOptions) throws(HistoryFailure) -> Report {
        let git = try GitCommand(folder: repository)
        var status = GitCommand.Result(status: 0, output: Data(), errors: "")
        let gitLogSeconds = try seconds { () throws(HistoryFailure) in status = try git.run(CommitLog.arguments(range: "HEAD")) }
        guard status.status == 0 else { throw .commandFailed(CommitLog.arguments(range: "HEAD"), status: status.status, stderr: status.errors) }
        var tip: HistoryReport?
        let tipSeconds = try seconds { () throws(HistoryFailure) in
            tip = try HistoryRun.run(HistoryRun.Options(repository: repository, since: "HEAD", jobs: jobs, extraction: extraction))
        }
        var report: HistoryReport?
        let cpuBefore = clock()
        let historySeconds = try seconds { () throws(HistoryFailure) in
            report = try HistoryRun.run(HistoryRun.Options(repository: repository, jobs: jobs, extraction: extraction))
        }
        let historyCPUSeconds = Double(clock() - cpuBefore) / Double(CLOCKS_PER_SEC)
        guard let tip, let report else { throw .git("the benchmark walk gave no report") }
        let peak = peakMemory()
        var comparison: (seconds: Double, identical: Bool)?
        if sequential {
            var single: HistoryReport?
            let singleSeconds = try seconds { () throws(HistoryFailure) in
                single = try HistoryRun.run(HistoryRun.Options(repository: repository, jobs: 1, extraction: extraction))
            }
            let bytes = try? HistoryDocument(report).jsonData()
            let identical = bytes != nil && single.flatMap { try? HistoryDocument($0).jsonData() } == bytes
            comparison = (singleSeconds, identical)
        }
        return Report(
            repository: repository, jobs: jobs, commitsWalked: report.commitsWalked, pages: report.pages.count, files: report.statistics.files,
            states: report.statistics.states, blobsExtracted: report.statistics.blobsExtracted, itemEvents: report.statistics.itemEvents,
            findings: report.pages.reduce(0) { $0 + $1.findings.count }, historySeconds: historySeconds, historyCPUSeconds: historyCPUSeconds,
            gitLogSeconds: gitLogSeconds,
            tipSeconds: tipSeconds, tipBlobs: tip.statistics.blobsExtracted, sequential: comparison, peakMemoryBytes: peak)
    }

    private static func seconds(_ body: () throws(HistoryFailure) -> Void) throws(HistoryFailure) -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    /// VmHWM from /proc/self/status (Linux).
    private static func peakMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}
