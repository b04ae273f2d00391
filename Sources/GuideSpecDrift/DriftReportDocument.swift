public import Foundation
import GuideSpecIO
import GuideSpecSpecModel

/// The JSON drift report (`--format json`), a wire type kept apart from `DriftReport` and documented in
/// `docs/drift-format.md`.
public struct DriftReportDocument: Codable, Hashable, Sendable {
    /// The version of this format; bumped on any incompatible change.
    public var version: Int
    /// The program that wrote the report, `guidespec`; absent in reports written before it was added.
    public var tool: String?
    /// Its version (`GuideSpecVersion.tool`); absent in reports written before it was added.
    public var toolVersion: String?
    /// Every finding, new and baselined, in report order.
    public var findings: [Finding]
    /// Baseline entries that matched no finding.
    public var staleBaselineEntries: [DriftBaselineEntry]
    public var summary: Summary
    /// The guide files compared; absent in reports written before it was added, and when the caller did not say.
    public var inputs: [DriftInput]?

    /// The version this build writes.
    public static let currentVersion = 1

    /// One finding as the report carries it.
    public struct Finding: Codable, Hashable, Sendable {
        public var rule: String
        /// `error`, `warning` or `note`.
        public var severity: String
        public var message: String
        public var page: String
        public var subject: String
        /// The line-free identity a baseline entry matches.
        public var fingerprint: String
        /// Every location; the first is the primary one.
        public var locations: [Location]
        /// `breaking` or `additive` for revision comparisons; absent otherwise.
        public var change: String?
        /// Whether the baseline accepts the finding.
        public var baselined: Bool
        /// The baseline entry's reason; absent for a new finding.
        public var baselineReason: String?
    }

    /// One place a finding points at.
    public struct Location: Codable, Hashable, Sendable {
        public var file: String
        public var line: Int
        public var endLine: Int
        public var language: String
        public var note: String
    }

    /// The counts a CI gate reads.
    public struct Summary: Codable, Hashable, Sendable {
        /// Every finding, new and baselined.
        public var findings: Int
        public var new: Int
        public var baselined: Int
        public var staleBaselineEntries: Int
        /// `fail` when there are new findings or stale baseline entries, else `pass`.
        public var verdict: String
    }

    /// The wire form of `report`.
    public init(_ report: DriftReport) {
        version = Self.currentVersion
        tool = "guidespec"
        toolVersion = GuideSpecVersion.tool
        findings = report.entries.map { entry in
            let finding = entry.finding
            return Finding(
                rule: finding.rule, severity: finding.severity.rawValue, message: finding.message, page: finding.page,
                subject: finding.subject, fingerprint: finding.fingerprint,
                locations: finding.locations.map {
                    Location(file: $0.file, line: $0.line, endLine: $0.endLine, language: $0.language, note: $0.note)
                },
                change: finding.change?.rawValue, baselined: entry.isBaselined, baselineReason: entry.baselineReason)
        }
        staleBaselineEntries = report.staleEntries
        summary = Summary(
            findings: report.entries.count, new: report.newFindings.count, baselined: report.baselinedCount,
            staleBaselineEntries: report.staleEntries.count, verdict: report.fails ? "fail" : "pass")
        inputs = report.inputs.isEmpty ? nil : report.inputs
    }

    /// The report as JSON with sorted keys and a trailing newline.
    public func jsonData() throws -> Data {
        var json = SpecJSONWriter(capacity: 1 << 16)
        writeJSON(to: &json)
        return json.dataEndingWithNewline()
    }
}
