public import GuideSpecDrift
public import Foundation

/// What one HTML report shows: a drift report, conformance runs side by side (in the order given), a guide's history
/// (a timeline per item, and the commit that introduced each finding), or any of them together.
public struct ReportInput: Sendable {
    /// The drift report, when one is shown.
    public var drift: DriftReportDocument?
    /// The conformance runs, one column each, in this order.
    public var conformRuns: [ConformRunDocument]
    /// The history report, when one is shown.
    public var history: HistoryReportDocument?

    /// Creates an input.
    public init(drift: DriftReportDocument? = nil, conformRuns: [ConformRunDocument] = [], history: HistoryReportDocument? = nil) {
        self.drift = drift
        self.conformRuns = conformRuns
        self.history = history
    }

    /// Reads a `guidespec drift --format json` report; anything else is an error naming the file and what is wrong.
    public static func decodeDrift(_ data: Data, file: String) throws(ReportInputError) -> DriftReportDocument {
        let expected = "the JSON report of guidespec drift --format json"
        let probe = try decode(VersionProbe.self, data, file: file, expected: expected)
        guard let version = probe.version, probe.walk == nil else {
            let hint =
                probe.walk != nil
                ? "this is a history report: give it with --history"
                : probe.reportVersion == nil ? "no version" : "this is a conform report: give it with --conform"
            throw ReportInputError(file: file, "not a drift report (\(hint)): expected \(expected)")
        }
        guard version == DriftReportDocument.currentVersion else {
            throw ReportInputError(file: file, ReportInputError.Messages.unknownVersion("version", version, "\(DriftReportDocument.currentVersion)"))
        }
        return try decode(DriftReportDocument.self, data, file: file, expected: expected)
    }

    /// Reads a `guidespec conform --format json` report; anything else is an error naming the file and what is wrong.
    public static func decodeConformRun(_ data: Data, file: String) throws(ReportInputError) -> ConformRunDocument {
        let expected = "the JSON report of guidespec conform --format json"
        let probe = try decode(VersionProbe.self, data, file: file, expected: expected)
        guard let version = probe.reportVersion else {
            let hint = probe.version == nil ? "no reportVersion" : "this is a drift report: give it with --drift"
            throw ReportInputError(file: file, "not a conform report (\(hint)): expected \(expected)")
        }
        guard version == 1 else { throw ReportInputError(file: file, ReportInputError.Messages.unknownVersion("reportVersion", version, "1")) }
        var run = try decode(ConformRunDocument.self, data, file: file, expected: expected)
        run.file = file
        return run
    }

    /// Reads a `guidespec history --format json` report; anything else is an error naming the file and what is wrong.
    public static func decodeHistory(_ data: Data, file: String) throws(ReportInputError) -> HistoryReportDocument {
        let expected = "the JSON report of guidespec history --format json"
        let probe = try decode(VersionProbe.self, data, file: file, expected: expected)
        guard let version = probe.version, probe.walk != nil || probe.findings == nil else {
            let hint =
                probe.reportVersion != nil
                ? "this is a conform report: give it with --conform"
                : probe.findings != nil ? "this is a drift report: give it with --drift" : "no version"
            throw ReportInputError(file: file, "not a history report (\(hint)): expected \(expected)")
        }
        guard version == 1 else { throw ReportInputError(file: file, ReportInputError.Messages.unknownVersion("version", version, "1")) }
        return try decode(HistoryReportDocument.self, data, file: file, expected: expected)
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ data: Data, file: String, expected: String) throws(ReportInputError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw ReportInputError.decoding(error, data: data, file: file, expected: expected)
        }
    }

    /// The members that tell the three reports apart: a conform report has `reportVersion`, a drift report `version`
    /// and `findings`, a history report `version` and `walk`.
    private struct VersionProbe: Decodable {
        var version: Int?
        var reportVersion: Int?
        var walk: Present?
        var findings: Present?
    }

    /// A member that is there, whatever its value.
    private struct Present: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
