public import GuideSpecIO
public import GuideSpecDrift
public import Foundation
public import GuideSpecHTMLReport

/// `guidespec report` and the `--format html` of drift, conform and check: reports in, one HTML page out.
public enum ReportRun {
    /// Which reports to show and where to write the page.
    public struct Options: Sendable {
        /// A `guidespec drift --format json` report, as the user named it.
        public var drift: String?
        /// `guidespec conform --format json` reports, one column each, in this order.
        public var conform: [String]
        /// A `guidespec history --format json` report, as the user named it.
        public var history: String?
        /// The folder guide files are quoted from (relative to the working folder unless absolute); nil for the
        /// working folder itself.
        public var root: String?
        /// The HTML file to write, relative to the working folder unless absolute.
        public var output: String

        /// Creates options.
        public init(drift: String? = nil, conform: [String] = [], history: String? = nil, root: String? = nil, output: String) {
            self.drift = drift
            self.conform = conform
            self.history = history
            self.root = root
            self.output = output
        }
    }

    /// What a run did: the problems with its inputs, whether it wrote the page, and the exit code.
    public struct Outcome: Sendable {
        /// `file:line: error: message` for each input that could not be read, or the write that failed.
        public var problems: [String]
        /// `file: warning: message` for each guide file the page does not quote because it lies outside the root.
        public var warnings: [String] = []
        /// Whether the page was created, updated or left unchanged; nil when it was not written.
        public var written: AtomicFileWriter.Outcome?
        /// The exit code of the run.
        public var exit: GuideSpecExit
    }

    /// Reads every report (all of them, so that every bad one is named), then writes the page, quoting only guide
    /// files inside the root: 0 when written, 2 when an input is missing or not a report or the root is not a folder
    /// (nothing written), 3 when the page cannot be written.
    public static func run(_ options: Options, in folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> Outcome {
        var problems: [String] = []
        var input = ReportInput()
        let root: ReportRoot
        do {
            let given = options.root ?? "."
            root = try ReportRoot(given.hasPrefix("/") ? given : folder.appendingPathComponent(given).path, shown: given)
        } catch {
            return Outcome(problems: [error.description], written: nil, exit: .badInput)
        }
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
        if let path = options.history {
            do {
                input.history = try ReportInput.decodeHistory(try read(path, in: folder), file: path)
            } catch {
                problems.append(error.description)
            }
        }
        guard problems.isEmpty else { return Outcome(problems: problems, written: nil, exit: .badInput) }
        let (html, warnings) = page(input, in: folder, root: root)
        var outcome = write(html, to: options.output, in: folder)
        outcome.warnings = warnings
        return outcome
    }

    /// The page of a drift report and the conformance runs of this process, quoting guides relative to `folder`: the
    /// files in `given` (the guides the run was given on its command line), and any other only inside `root`, since a
    /// golden file, which anyone may write, names the guide of each case. Each file left out is named in a warning.
    public static func html(
        drift: DriftReport?, conformance: [ConformOutcome], in folder: URL, root: ReportRoot, given: Set<String> = []
    ) throws(ReportInputError) -> (html: String, warnings: [String]) {
        var input = ReportInput(drift: drift.map(DriftReportDocument.init))
        for conformance in conformance {
            // Through the JSON report, so the page of a run is the page of its --format json file.
            let data = Data(ConformJSONReport.render(conformance).utf8)
            input.conformRuns.append(try ReportInput.decodeConformRun(data, file: ""))
        }
        return page(input, in: folder, root: root, given: given, hint: ReportRoot.Messages.hintForRuns)
    }

    /// The page of `history`, the JSON `guidespec history --format json` writes, alone: the same page as
    /// `guidespec report --history` on that file.
    public static func html(historyJSON history: Data) throws(ReportInputError) -> String {
        page(ReportInput(history: try ReportInput.decodeHistory(history, file: "")), in: URL(fileURLWithPath: "/"))
    }

    /// The page of a run of this process, quoting the guide files its own inputs name (paths relative to `folder`
    /// unless absolute), read as every input is: regular files only, at most a guide page's limit.
    public static func page(_ input: ReportInput, in folder: URL) -> String {
        HTMLReport.render(input) { path throws(ReportInputError) in
            try readGuide(path, at: path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path)
        }
    }

    /// The page of reports read from files, quoting only guide files inside `root` or named in `given`, with a warning
    /// for each one left out (ending with `hint`, what the user can do about it).
    public static func page(
        _ input: ReportInput, in folder: URL, root: ReportRoot, given: Set<String> = [], hint: String = ReportRoot.Messages.hintForReport
    ) -> (html: String, warnings: [String]) {
        var warnings: [String] = []
        let html = HTMLReport.render(input) { path throws(ReportInputError) in
            if given.contains(path) { return try readGuide(path, at: path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path) }
            switch root.location(of: path, base: folder.path) {
            case .inside(let location):
                return try readGuide(path, at: location)
            case .outside:
                warnings.append(ReportRoot.Messages.outside(path, root: root.shown, hint: hint))
                throw ReportInputError(file: path, ReportRoot.Messages.notQuoted)
            }
        }
        return (html, warnings)
    }

    /// The bytes of the guide file `path` at `location`, read as every input is.
    private static func readGuide(_ path: String, at location: String) throws(ReportInputError) -> [UInt8] {
        switch InputFile.read(path, at: location, limit: InputLimits.guidePageBytes, kind: "guide page") {
        case .success(let bytes): return bytes
        case .failure(let failure): throw ReportInputError(file: path, failure.problem)
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
