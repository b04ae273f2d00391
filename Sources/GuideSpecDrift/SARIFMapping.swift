import Foundation
import GuideSpecIO

extension SARIFLog {
    /// The key under `partialFingerprints` that carries `DriftFinding.fingerprint`.
    public static let fingerprintKey = "guidespecDrift/v1"
    /// The notification descriptor ID of a stale baseline entry.
    public static let staleEntryDescriptor = "drift.baseline-stale"

    /// Maps a drift report to one SARIF run; artifact URIs are relative to `workingDirectory` when the files are inside it.
    public init(_ report: DriftReport, workingDirectory: String) {
        let byRule = report.entriesByRule
        let rules = byRule.map { rule, entries in
            let level = Severity.allCases.first { severity in entries.contains { $0.finding.severity == severity } } ?? .warning
            return Rule(id: rule, shortDescription: Message(text: Self.describe(rule)), defaultConfiguration: Configuration(level: level.rawValue))
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = report.entries.map { entry in
            Self.result(entry, ruleIndex: ruleIndex[entry.finding.rule] ?? -1, workingDirectory: workingDirectory)
        }
        let notifications = report.staleEntries.map {
            Notification(descriptor: DescriptorReference(id: Self.staleEntryDescriptor), level: "error", message: Message(text: $0.staleMessage))
        }
        self.init(
            schema: Self.schemaURI, version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(driver: Driver(name: "guidespec", version: GuideSpecVersion.tool, rules: rules)),
                    invocations: [Invocation(executionSuccessful: true, toolConfigurationNotifications: notifications.isEmpty ? nil : notifications)],
                    results: results)
            ])
    }

    private static func result(_ entry: DriftReport.Entry, ruleIndex: Int, workingDirectory: String) -> Result {
        let finding = entry.finding
        let locations = finding.locations.enumerated().map { index, location in
            Location(
                id: index == 0 ? nil : index,
                physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: artifactURI(location.file, workingDirectory: workingDirectory)),
                    region: Region(startLine: max(1, location.line), endLine: max(1, location.line, location.endLine))),
                message: Message(text: location.note))
        }
        var properties = ["page": finding.page, "subject": finding.subject]
        properties["change"] = finding.change?.rawValue
        return Result(
            ruleId: finding.rule, ruleIndex: ruleIndex, level: finding.severity.rawValue, message: Message(text: finding.message),
            locations: Array(locations.prefix(1)), relatedLocations: Array(locations.dropFirst()),
            partialFingerprints: [fingerprintKey: finding.fingerprint],
            suppressions: entry.baselineReason.map { [Suppression(kind: "external", status: "accepted", justification: $0)] },
            properties: properties)
    }

    /// A relative URI reference for files under `workingDirectory` (or given relative), a `file://` URI otherwise.
    static func artifactURI(_ path: String, workingDirectory: String) -> String {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? relative
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// RFC 3986 path characters, without `:` so that a first segment never reads as a scheme.
    private static let uriPathCharacters: CharacterSet = {
        var characters = CharacterSet.urlPathAllowed
        characters.remove(charactersIn: ":;=@&+$,")
        return characters
    }()

    /// `drift.missing-in-language` → `Drift: missing in language`, for rules the engine does not describe.
    static func describe(_ rule: String) -> String {
        let parts = rule.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return rule }
        return parts[0].prefix(1).uppercased() + parts[0].dropFirst() + ": " + parts[1].replacingOccurrences(of: "-", with: " ")
    }
}
