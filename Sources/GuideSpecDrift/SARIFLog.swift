public import Foundation

/// The subset of SARIF 2.1.0 a drift report needs, as Codable wire types (`--format sarif`).
public struct SARIFLog: Codable, Hashable, Sendable {
    public var schema: String
    public var version: String
    public var runs: [Run]

    /// The OASIS schema the log declares and the tests validate against.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// The one run of a drift report: the tool, its results and its invocation.
    public struct Run: Codable, Hashable, Sendable {
        public var tool: Tool
        public var invocations: [Invocation]
        public var results: [Result]
    }

    public struct Tool: Codable, Hashable, Sendable {
        public var driver: Driver
    }

    public struct Driver: Codable, Hashable, Sendable {
        public var name: String
        public var version: String
        public var rules: [Rule]
    }

    /// A reportingDescriptor: one drift rule.
    public struct Rule: Codable, Hashable, Sendable {
        public var id: String
        /// The rule's summary.
        public var shortDescription: Message
        /// What the rule compares and how it decides; absent for a rule this build does not have.
        public var fullDescription: Message?
        /// The rule's section of docs/drift-rules.md; absent for a rule this build does not have.
        public var helpUri: String?
        public var defaultConfiguration: Configuration
    }

    public struct Configuration: Codable, Hashable, Sendable {
        public var level: String
    }

    public struct Message: Codable, Hashable, Sendable {
        public var text: String
    }

    /// One finding.
    public struct Result: Codable, Hashable, Sendable {
        public var ruleId: String
        public var ruleIndex: Int
        public var level: String
        public var message: Message
        /// The primary location only.
        public var locations: [Location]
        /// The finding's other locations, numbered from 1.
        public var relatedLocations: [Location]
        public var partialFingerprints: [String: String]
        /// Present, with the baseline's reason, when the baseline accepts the finding.
        public var suppressions: [Suppression]?
        public var properties: [String: String]
    }

    public struct Location: Codable, Hashable, Sendable {
        public var id: Int?
        public var physicalLocation: PhysicalLocation
        public var message: Message
    }

    public struct PhysicalLocation: Codable, Hashable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region
    }

    public struct ArtifactLocation: Codable, Hashable, Sendable {
        public var uri: String
    }

    public struct Region: Codable, Hashable, Sendable {
        public var startLine: Int
        public var endLine: Int
    }

    /// A baseline acceptance: kept outside the guide (`external`) and `accepted`, justified by the entry's reason.
    public struct Suppression: Codable, Hashable, Sendable {
        public var kind: String
        public var status: String
        public var justification: String
    }

    /// The invocation; stale baseline entries are its configuration notifications (absent when there are none).
    public struct Invocation: Codable, Hashable, Sendable {
        public var executionSuccessful: Bool
        public var toolConfigurationNotifications: [Notification]?
    }

    public struct Notification: Codable, Hashable, Sendable {
        public var descriptor: DescriptorReference
        public var level: String
        public var message: Message
    }

    public struct DescriptorReference: Codable, Hashable, Sendable {
        public var id: String
    }

    /// The log as JSON with sorted keys and a trailing newline.
    public func jsonData() throws -> Data { try DriftJSON.encode(self) }
}
