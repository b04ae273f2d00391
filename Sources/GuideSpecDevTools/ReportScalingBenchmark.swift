import GuideSpecIO
import GuideSpecKit
public import Foundation
import GuideSpecDocumentModel
import GuideSpecExtractors
import GuideSpecSource
public import GuideSpecProject

/// Shows that the HTML report (`report`, and the `--format html` of drift, conform and check, which write the same
/// page) and `observer-check` take time, memory and output in proportion to their input: each workload is written at
/// 1×, 10× and 100× its base size and run through the same code as the CLI in a child process of its own, timed in
/// processor seconds, so that each size's peak memory is its own and not the largest that ran before it.
///
/// The workloads are the shapes that grew with the square of their input before (audit `html-matrix-quadratic` and
/// `observer-check-quadratic`) besides the ordinary ones: at 1×,
/// * `drift long`: a drift report of 500 findings over 250 pages in 2 languages (about the corpus's drift report);
/// * `drift wide`: 100 pages in 101 languages, each page given in two of them, one finding per page (a matrix that
///   grows with the square of the input unless it is bounded);
/// * `conform`: two runs of 300 cases over 30 pages, a tenth of them failing;
/// * `observer`: a page whose helper finishes the transaction on 50 lines and is called on 50 lines (every finish
///   reached through every call, unless a helper's finishes count once).
public enum ReportScalingBenchmark {
    /// The figures of one workload at one size.
    public struct Row: Sendable {
        /// `drift long`, `drift wide`, `conform` or `observer`.
        public var workload: String
        /// How many times the workload's base size the input is.
        public var multiple: Int
        /// The bytes of the input files.
        public var inputBytes: Int
        /// The bytes written: the page, or the lines observer-check prints.
        public var outputBytes: Int
        /// The best processor time of the run.
        public var seconds: Double
        /// The child process's peak resident memory, in bytes.
        public var peakMemoryBytes: Int
        /// The child's peak resident memory before the workload ran (the runtime, the libraries, its arguments): what
        /// the workload added is the difference.
        public var startMemoryBytes: Int

        /// The peak memory the workload added, in MiB per MB of input.
        var mebibytesPerMegabyte: Double { Double(peakMemoryBytes - startMemoryBytes) / 1_048_576 / (Double(inputBytes) / 1_000_000) }
    }

    /// A run's rows.
    public struct Report: Sendable, CustomStringConvertible {
        public var rounds: Int
        public var rows: [Row]

        public var description: String {
            var lines = [
                "best of \(rounds) rounds, each size in a process of its own; ratios against the workload's 1× row (1.00 is linear)",
                "workload     multiple   input KB  output KB  out/in  ratio     seconds  time ratio  peak MiB  added MiB/MB  ratio",
            ]
            for row in rows {
                let base = rows.first { $0.workload == row.workload && $0.multiple == 1 }
                let perByte = row.seconds / Double(row.inputBytes)
                let timeRatio = base.map { perByte / ($0.seconds / Double($0.inputBytes)) } ?? 1
                let outRatio = base.map { (Double(row.outputBytes) / Double(row.inputBytes)) / (Double($0.outputBytes) / Double($0.inputBytes)) } ?? 1
                let memoryRatio = base.map { row.mebibytesPerMegabyte / $0.mebibytesPerMegabyte } ?? 1
                lines.append(
                    row.workload.padding(toLength: 12, withPad: " ", startingAt: 0)
                        + String(
                            format: " %7d× %10.1f %10.1f %7.2f %6.2f %11.3f %11.2f %9.1f %13.2f %6.2f", row.multiple, Double(row.inputBytes) / 1000,
                            Double(row.outputBytes) / 1000, Double(row.outputBytes) / Double(row.inputBytes), outRatio, row.seconds, timeRatio,
                            Double(row.peakMemoryBytes) / 1_048_576, row.mebibytesPerMegabyte, memoryRatio))
            }
            lines.append("out/in: output bytes per input byte; ratio: that, and seconds per input byte, against the 1× row")
            lines.append(
                "peak MiB: the child process's peak resident memory; added MiB/MB: its peak over what it held before the workload, per MB of input")
            return lines.joined(separator: "\n")
        }
    }

    /// One workload: its name, its input files at a multiple of its base size, and its run over the folder holding them
    /// (the bytes it wrote).
    private struct Workload: Sendable {
        var name: String
        var input: @Sendable (Int) -> [(path: String, text: String)]
        var body: @Sendable (URL, GuideProject) throws -> Int
    }

    private static let workloads = [
        Workload(name: "drift long", input: { [("drift.json", driftLong(pages: 250 * $0))] }) { folder, _ in
            try report(ReportRun.Options(drift: "drift.json", output: "r.html"), in: folder)
        },
        Workload(name: "drift wide", input: { [("drift.json", driftWide(pages: 100 * $0))] }) { folder, _ in
            try report(ReportRun.Options(drift: "drift.json", output: "r.html"), in: folder)
        },
        Workload(name: "conform", input: { [("a.json", conformRun(cases: 300 * $0, seed: 0)), ("b.json", conformRun(cases: 300 * $0, seed: 1))] }) {
            folder, _ in try report(ReportRun.Options(conform: ["a.json", "b.json"], output: "r.html"), in: folder)
        },
        Workload(name: "observer", input: { [("zh/observer.md", observerPage(finishes: 50 * $0))] }) { folder, project in
            try observerCheck(folder, options: project.extractionOptions)
        },
    ]

    /// Writes every workload's input at every multiple, smallest first, into a temporary folder and measures each in a
    /// child process: `child` followed by `--workload NAME --folder FOLDER --rounds N`, a command that calls `measure`
    /// and prints its line.
    public static func run(multiples: [Int] = [1, 10, 100], rounds: Int = 2, child: [String]) throws -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guidespec-report-scaling-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows: [Row] = []
        for workload in workloads {
            for multiple in multiples.sorted() {
                try? FileManager.default.removeItem(at: folder)
                var inputBytes = 0
                for (path, text) in workload.input(multiple) {
                    let url = folder.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: url)
                    inputBytes += text.utf8.count
                }
                let arguments = child + ["--workload", workload.name, "--folder", folder.path, "--rounds", String(rounds)]
                let completed = try ChildProcess.run(arguments)
                let figures = String(decoding: completed.output, as: UTF8.self).split(separator: " ").compactMap {
                    Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
                }
                guard completed.end == .exited(0), figures.count == 4 else {
                    throw ScalingBenchmarkError("\(workload.name) at \(multiple)× failed: " + String(decoding: completed.errors, as: UTF8.self))
                }
                rows.append(
                    Row(
                        workload: workload.name, multiple: multiple, inputBytes: inputBytes, outputBytes: Int(figures[1]), seconds: figures[0],
                        peakMemoryBytes: Int(figures[3]), startMemoryBytes: Int(figures[2])))
            }
        }
        return Report(rounds: rounds, rows: rows)
    }

    /// Runs the workload `name` over the input `run` wrote into `folder`, best of `rounds`, in this process, and gives
    /// the line `run` reads: processor seconds, output bytes, peak resident bytes before and after.
    public static func measure(_ name: String, in folder: URL, rounds: Int, project: GuideProject) throws -> String {
        guard let workload = workloads.first(where: { $0.name == name }) else { throw ScalingBenchmarkError("no workload \(name)") }
        let start = Benchmark.peakMemory() ?? 0
        var seconds = Double.infinity
        var outputBytes = 0
        for _ in 0..<max(1, rounds) {
            let before = SystemCalls.processorSeconds()
            outputBytes = try workload.body(folder, project)
            seconds = min(seconds, SystemCalls.processorSeconds() - before)
        }
        return "\(seconds) \(outputBytes) \(start) \(Benchmark.peakMemory() ?? 0)"
    }

    /// Writes the page as `guidespec report` does and returns its size.
    private static func report(_ options: ReportRun.Options, in folder: URL) throws -> Int {
        let outcome = ReportRun.run(options, in: folder)
        guard outcome.exit == .success else { throw ScalingBenchmarkError("report failed: " + outcome.problems.joined(separator: "; ")) }
        return try Data(contentsOf: folder.appendingPathComponent(options.output)).count
    }

    /// Runs the observer check over the page and returns the bytes of the lines it prints.
    private static func observerCheck(_ folder: URL, options: ExtractionOptions) throws -> Int {
        let outcome = ContractCheck.observer.run([try GuideFile(path: folder.appendingPathComponent("zh/observer.md").path)], options: options)
        guard outcome.problems.isEmpty else { throw ScalingBenchmarkError("observer-check could not read its page") }
        return outcome.findings.reduce(0) { $0 + $1.description.utf8.count + 1 }
    }

    /// A drift report of two findings per page over `pages` pages, each given in zh and en.
    static func driftLong(pages: Int) -> String {
        var findings: [String] = []
        var inputs: [String] = []
        for page in 0..<pages {
            for language in ["zh", "en"] { inputs.append(#"{"file":"\#(language)/p\#(page).md","language":"\#(language)","page":"p\#(page)"}"#) }
            for (index, rule) in ["drift.missing-in-language", "drift.value-mismatch"].enumerated() {
                findings.append(finding(rule: rule, page: "p\(page)", number: page * 2 + index, languages: ["zh", "en"]))
            }
        }
        return driftDocument(findings: findings, inputs: inputs)
    }

    /// A drift report over `pages` pages in `pages + 1` languages, page `i` given in languages `i` and `i + 1`, with
    /// one finding per page.
    static func driftWide(pages: Int) -> String {
        var findings: [String] = []
        var inputs: [String] = []
        for page in 0..<pages {
            for language in [page, page + 1] {
                inputs.append(#"{"file":"l\#(language)/p\#(page).md","language":"l\#(language)","page":"p\#(page)"}"#)
            }
            findings.append(finding(rule: "drift.missing-in-language", page: "p\(page)", number: page, languages: ["l\(page)"]))
        }
        return driftDocument(findings: findings, inputs: inputs)
    }

    private static func finding(rule: String, page: String, number: Int, languages: [String]) -> String {
        let locations = languages.enumerated().map { index, language in
            #"{"file":"\#(language)/\#(page).md","line":\#(index + 1),"endLine":\#(index + 1),"language":"\#(language)","note":"item \#(number)"}"#
        }
        let fingerprint = String(number, radix: 16).leftPadded(to: 16)
        return
            #"""
            {"rule":"\#(rule)","severity":"error","message":"item \#(number) differs","page":"\#(page)","subject":"item \#
            \#(number)","fingerprint":"\#(fingerprint)","locations":[\#(locations.joined(separator: ","))],"baselined":false}
            """#
    }

    private static func driftDocument(findings: [String], inputs: [String]) -> String {
        #"""
        {"version":1,"findings":[\#(findings.joined(separator: ",\n"))],"inputs":[\#(inputs.joined(separator: ",\n"))],\#
        "staleBaselineEntries":[],"summary":{"baselined":0,"findings":\#(findings.count),"new":\#(findings.count),"staleBaselineEntries":0,\#
        "verdict":"fail"}}
        """#
    }

    /// A conform report of `cases` cases over a tenth as many pages, three areas each, every tenth case failing.
    static func conformRun(cases: Int, seed: Int) -> String {
        let areas = ["api-surface", "errors", "flows"]
        let lines = (0..<cases).map { index in
            let failing = (index + seed) % 10 == 0
            let status = failing ? #""failed","differences":["code: expected 4001, got 4002"]"# : #""passed""#
            return #"{"id":"p\#(index / 10)/ios/\#(areas[index % 3])/c\#(index)","area":"\#(areas[index % 3])","status":\#(status)}"#
        }
        return #"{"reportVersion":1,"cases":[\#(lines.joined(separator: ",\n"))]}"#
    }

    /// A Markdown page whose observer finishes the purchased transaction through a helper with `finishes`
    /// finishTransaction lines, called on `finishes` lines.
    static func observerPage(finishes: Int) -> String {
        let helper =
            "func helperFinish(_ transaction: SKPaymentTransaction) {\n"
            + String(repeating: "    SKPaymentQueue.default().finishTransaction(transaction)\n", count: finishes) + "}\n"
        let cases =
            "        case .purchased:\n" + String(repeating: "            helperFinish(transaction)\n", count: finishes) + "            break\n"
        let observer =
            "func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {\n"
            + "    for transaction in transactions {\n        switch transaction.transactionState {\n" + cases
            + "        case .failed:\n            SKPaymentQueue.default().finishTransaction(transaction)\n        default:\n            "
            + "break\n        }\n    }\n}\n"
        return "## Observer\n\n```swift\n" + helper + observer + "```\n"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
