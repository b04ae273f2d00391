public import Foundation
import GuideSpecSpecModel

/// The findings a project has accepted, each with the reason it was accepted: `drift/baseline.json`.
public struct DriftBaseline: Codable, Hashable, Sendable {
    /// The version of this format; readers reject versions they do not know.
    public var version: Int
    /// The accepted findings, sorted by rule, page, subject and fingerprint.
    public var entries: [DriftBaselineEntry]

    /// The version this build reads and writes.
    public static let currentVersion = 1

    /// Creates a baseline; entries are sorted so that the file's bytes depend only on its content.
    public init(entries: [DriftBaselineEntry] = []) {
        self.version = Self.currentVersion
        self.entries = entries.sorted()
    }

    /// The baseline as JSON with sorted keys and a trailing newline.
    public func jsonData() throws -> Data {
        var json = SpecJSONWriter(capacity: 1 << 12)
        writeJSON(to: &json)
        return json.dataEndingWithNewline()
    }
}

/// One accepted finding, identified by its fingerprint; rule, page and subject are there for people reading the file.
public struct DriftBaselineEntry: Codable, Hashable, Sendable, Comparable {
    public var fingerprint: String
    public var rule: String
    public var page: String
    public var subject: String
    /// Why the finding is accepted; required.
    public var reason: String

    /// Creates an entry.
    public init(fingerprint: String, rule: String, page: String, subject: String, reason: String) {
        self.fingerprint = fingerprint
        self.rule = rule
        self.page = page
        self.subject = subject
        self.reason = reason
    }

    /// The entry that accepts `finding` for `reason`.
    public init(accepting finding: DriftFinding, reason: String) {
        self.init(fingerprint: finding.fingerprint, rule: finding.rule, page: finding.page, subject: finding.subject, reason: reason)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.rule, lhs.page, lhs.subject, lhs.fingerprint) < (rhs.rule, rhs.page, rhs.subject, rhs.fingerprint)
    }
}
