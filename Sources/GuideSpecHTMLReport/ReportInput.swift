public import GuideSpecDrift
public import Foundation

/// What one HTML report shows: a drift report, conformance runs side by side (in the order given), or both.
///
/// History (`guidespec history --format json`, docs/history-format.md) is not shown yet; it would join here: a timeline
/// per item and the commit that introduced each finding, rendered by a section of its own and linked from each finding.
public struct ReportInput: Sendable {
    /// The drift report, when one is shown.
    public var drift: DriftReportDocument?
    /// The conformance runs, one column each, in this order.
    public var conformRuns: [ConformRunDocument]

    /// Creates an input.
    public init(drift: DriftReportDocument? = nil, conformRuns: [ConformRunDocument] = []) {
        self.drift = drift
        self.conformRuns = conformRuns
    }

    /// Reads a `guidespec drift --format json` report; anything else is an error naming the file and what is wrong.
    public static func decodeDrift(_ data: Data, file: String) throws(ReportInputError) -> DriftReportDocument {
        let expected = "the JSON report of guidespec drift --format json"
        let probe = try decode(VersionProbe.self, data, file: file, expected: expected)
        guard let version = probe.version else {
            let hint = probe.reportVersion == nil ? "no version" : "this is a conform report: give it with --conform"
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

    private static func decode<Value: Decodable>(_ type: Value.Type, _ data: Data, file: String, expected: String) throws(ReportInputError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw ReportInputError.decoding(error, data: data, file: file, expected: expected)
        }
    }

    /// The version members that tell the two reports apart.
    private struct VersionProbe: Decodable {
        var version: Int?
        var reportVersion: Int?
    }
}
