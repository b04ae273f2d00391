public import Drift
public import Foundation
public import HTMLReport

/// `guidespec report` and the `--format html` of drift, conform and check: reports in, one HTML page out.
public enum ReportRun {
    /// Which reports to show and where to write the page.
    public struct Options: Sendable {
        /// A `guidespec drift --format json` report, as the user named it.
        public var drift: String?
        /// `guidespec conform --format json` reports, one column each, in this order.
        public var conform: [String]
        /// The HTML file to write, relative to the working folder unless absolute.
        public var output: String

        /// Creates options.
        public init(drift: String? = nil, conform: [String] = [], output: String) {
            self.drift = drift
            self.conform = conform
            self.output = output
        }
    }

    /// What a run did: the problems with its inputs, whether it wrote the page, and the exit code.
    public struct Outcome: Sendable {
        /// `file:line: error: message` for each input that could not be read, or the write that failed.
        public var problems: [String]
        /// Whether the page was created, updated or left unchanged; nil when it was not written.
        public var written: AtomicFileWriter.Outcome?
        /// The exit code of the run.
        public var exit: GuideSpecExit
    }

    /// Reads every report (all of them, so that every bad one is named), then writes the page: 0 when written,
    /// 2 when an input is missing or not a report (nothing written), 3 when the page cannot be written.
    public static func run(_ options: Options, in folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> Outcome {
        var problems: [String] = []
        var input = ReportInput()
        if let path = options.drift {
            do {
                input.drift = try ReportInput.decodeDrift(try read(path, in: folder), file: path)
            } catch {
                problems.append(error.description)
            }
        }
        for path in options.conform {
            do {
                input.conformRuns.append(try ReportInput.decodeConformRun(try read(path, in: folder), file: path))
            } catch {
                problems.append(error.description)
            }
        }
        guard problems.isEmpty else { return Outcome(problems: problems, written: nil, exit: .badInput) }
        return write(page(input, in: folder), to: options.output, in: folder)
    }

    /// The page of a drift report and the conformance runs of this process, quoting guides relative to `folder`.
    public static func html(drift: DriftReport?, conformance: [ConformOutcome], in folder: URL) throws(ReportInputError) -> String {
        var input = ReportInput(drift: drift.map(DriftReportDocument.init))
        for conformance in conformance {
            // Through the JSON report, so the page of a run is the page of its --format json file.
            let data = Data(ConformJSONReport.render(conformance).utf8)
            input.conformRuns.append(try ReportInput.decodeConformRun(data, file: ""))
        }
        return page(input, in: folder)
    }

    /// The page of `input`, quoting guide files (paths relative to `folder` unless absolute) read as every input is:
    /// regular files only, at most a guide page's limit.
    public static func page(_ input: ReportInput, in folder: URL) -> String {
        HTMLReport.render(input) { path throws(ReportInputError) in
            let location = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
            switch InputFile.read(path, at: location, limit: InputLimits.guidePageBytes, kind: "guide page") {
            case .success(let bytes): return bytes
            case .failure(let failure): throw ReportInputError(file: path, failure.problem)
            }
        }
    }

    /// Writes `html` atomically, only when its bytes change; a failure is its exit code (3, or 2 for a path that
    /// cannot name a file) with the reason.
    public static func write(_ html: String, to path: String, in folder: URL) -> Outcome {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        do {
            return Outcome(problems: [], written: try AtomicFileWriter.write(Data(html.utf8), to: url), exit: .success)
        } catch {
            return Outcome(problems: [error.description], written: nil, exit: error.exit)
        }
    }

    private static func read(_ path: String, in folder: URL) throws(ReportInputError) -> Data {
        let location = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
        switch InputFile.read(path, at: location, limit: InputLimits.reportBytes, kind: "JSON report") {
        case .success(let bytes): return Data(bytes)
        case .failure(let failure): throw ReportInputError(file: path, failure.problem)
        }
    }
}
