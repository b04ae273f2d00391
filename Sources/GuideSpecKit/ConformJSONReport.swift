public import GuideSpecWire
import Foundation
public import GuideSpecHarness
import GuideSpecSpecModel
import GuideSpecIO

/// The machine report: a header (tool, spec, protocol and adapter versions), one record per case, and a summary.
public struct ConformJSONReport: Codable, Hashable, Sendable {
    /// The report format version.
    public static let currentVersion = 1

    public struct Header: Codable, Hashable, Sendable {
        public var tool: String
        public var toolVersion: String
        public var specVersion: Int
        public var protocolVersion: Int
        public var adapterCommand: [String]
        /// Who the adapter said it was; nil when it never completed a handshake.
        public var implementation: ImplementationIdentity?
        /// The platform whose cases ran: the adapter's (`ios` for a hello that names none); absent when none said hello.
        public var platform: String?
        /// The page globs the adapter's hello names; absent for every page.
        public var pages: [String]?
        public var goldenFiles: [String]
    }

    public struct Fault: Codable, Hashable, Sendable {
        /// A stable kind: `timeout`, `crash`, `protocol`, `handshake`, `adapter-error`, `cannot-start`, `not-run`.
        public var kind: String
        public var message: String
    }

    public struct Case: Codable, Hashable, Sendable {
        public var id: String
        public var operation: String
        public var area: String
        /// `passed`, `failed`, `skipped` or `errored`.
        public var status: String
        public var differences: [String]?
        public var skipReason: String?
        public var fault: Fault?
        public var stderr: CapturedStderr?
        /// The expectations file's reason when the case is a known failure.
        public var expectedFailure: String?
        /// For a case that failed or errored once sent: the input it was sent, the output the guide demands, and the
        /// guide lines behind it (the golden case's `sources`).
        public var input: JSONValue?
        public var expected: JSONValue?
        public var sources: [GoldenSource]?
    }

    public struct ExpectationProblem: Codable, Hashable, Sendable {
        public var id: String
        /// `unexpected-pass` or `stale`.
        public var problem: String
    }

    public struct Summary: Codable, Hashable, Sendable {
        public var passed: Int
        public var failed: Int
        public var skipped: Int
        public var errored: Int
        public var expectedFailures: Int
        public var abort: String?
        public var exitCode: Int32
        /// What the run noticed beside the cases, such as a fault no single case could be charged with; absent when none.
        public var notes: [String]?
        /// The golden cases of other platforms, not sent, by platform; absent when none.
        public var otherPlatforms: [String: Int]?
        /// The golden cases of the platform on pages not selected, not sent; absent when none.
        public var otherPages: Int?
    }

    public var reportVersion: Int
    public var header: Header
    public var cases: [Case]
    public var expectationProblems: [ExpectationProblem]
    public var summary: Summary

    /// The report of an outcome.
    init(_ outcome: ConformOutcome) {
        reportVersion = Self.currentVersion
        header = Header(
            tool: "guidespec", toolVersion: GuideSpecVersion.tool, specVersion: PageSpec.currentVersion,
            protocolVersion: AdapterMessage.protocolVersion, adapterCommand: outcome.options.adapter,
            implementation: outcome.run.hello?.implementation, platform: outcome.run.selection.platform?.id, pages: outcome.run.hello?.pages,
            goldenFiles: outcome.goldenFiles)
        cases = outcome.records.map { record in
            let result = record.result
            var entry = Case(
                id: result.id, operation: result.operation.name, area: result.area, status: result.outcome.status, stderr: result.stderr,
                expectedFailure: record.expectedFailure)
            switch result.outcome {
            case .passed: break
            case .failed(let differences): entry.differences = differences
            case .skipped(let reason): entry.skipReason = reason
            case .errored(let fault): entry.fault = Fault(kind: fault.kind, message: fault.description)
            }
            if record.showsContext {
                (entry.input, entry.expected, entry.sources) = (record.golden.input, record.golden.expected, record.golden.sources)
            }
            return entry
        }
        expectationProblems = outcome.expectationProblems.map { problem in
            switch problem {
            case .unexpectedPass(let id): ExpectationProblem(id: id, problem: "unexpected-pass")
            case .stale(let id): ExpectationProblem(id: id, problem: "stale")
            }
        }
        let counts = outcome.counts
        summary = Summary(
            passed: counts["passed"] ?? 0, failed: counts["failed"] ?? 0, skipped: counts["skipped"] ?? 0, errored: counts["errored"] ?? 0,
            expectedFailures: counts["expected-failures"] ?? 0, abort: outcome.run.abort?.description, exitCode: outcome.exit.rawValue,
            notes: outcome.run.notes.isEmpty ? nil : outcome.run.notes,
            otherPlatforms: outcome.run.selection.otherPlatforms.isEmpty
                ? nil : Dictionary(uniqueKeysWithValues: outcome.run.selection.otherPlatforms.map { ($0.key.id, $0.value) }),
            otherPages: outcome.run.selection.otherPages == 0 ? nil : outcome.run.selection.otherPages)
    }

    /// The report as pretty-printed JSON with sorted keys.
    static func render(_ outcome: ConformOutcome) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(ConformJSONReport(outcome))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
