public import GuideSpecVocabulary
import Foundation
import GuideSpecIO

extension SARIFLog {
    /// The key under `partialFingerprints` that carries `DriftFinding.fingerprint`.
    public static let fingerprintKey = "guidespecDrift/v1"
    /// The notification descriptor ID of a stale baseline entry.
    public static let staleEntryDescriptor = "drift.baseline-stale"

    /// Maps a drift report to one SARIF run. Artifact URIs are relative to `workingDirectory` when the files are inside
    /// it. A finding across languages has its primary location on a language that departs from the reference: the
    /// language among the finding's that decides first in `languages`. Each rule's `helpUri` is its section of
    /// `rulesDocument`.
    public init(
        _ report: DriftReport, workingDirectory: String, languages: LanguageOrder, rulesDocument: String = DriftRulesDocument.publishedAddress
    ) {
        let byRule = report.entriesByRule
        let rules = byRule.map { rule, entries in
            let level = Severity.allCases.first { severity in entries.contains { $0.finding.severity == severity } } ?? .warning
            return Self.rule(rule, level: level, rulesDocument: rulesDocument)
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = report.entries.map { entry in
            Self.result(entry, ruleIndex: ruleIndex[entry.finding.rule] ?? -1, workingDirectory: workingDirectory, languages: languages)
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

    /// The reporting descriptor of `id` as the registry describes it; a rule this build does not have (a report of
    /// another build) gets a description made from its ID and no documentation.
    private static func rule(_ id: String, level: Severity, rulesDocument: String) -> Rule {
        guard let described = DriftRules.descriptions.first(where: { $0.id == id }) else {
            return Rule(id: id, shortDescription: Message(text: describe(id)), defaultConfiguration: Configuration(level: level.rawValue))
        }
        return Rule(
            id: id, shortDescription: Message(text: described.summary.plainText), fullDescription: Message(text: described.fullDescription),
            helpUri: rulesDocument + "#" + described.anchor, defaultConfiguration: Configuration(level: level.rawValue))
    }

    private static func result(_ entry: DriftReport.Entry, ruleIndex: Int, workingDirectory: String, languages: LanguageOrder) -> Result {
        let finding = entry.finding
        let locations = primaryFirst(finding, languages: languages).enumerated().map { index, location in
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

    /// The finding's locations with the one to fix first: for a finding across languages, the first location in a
    /// language on another side than the reference language (the finding's language that decides first in `languages`),
    /// the others after it in the rule's order. A finding within one language keeps the rule's order.
    static func primaryFirst(_ finding: DriftFinding, languages: LanguageOrder) -> [DriftLocation] {
        guard let sides = finding.sides,
            let reference = sides.joined().min(by: { languages.rank($0) < languages.rank($1) }),
            let referenceSide = sides.first(where: { $0.contains(reference) }),
            let departing = finding.locations.firstIndex(where: { !referenceSide.contains($0.language) })
        else { return finding.locations }
        var locations = finding.locations
        let primary = locations.remove(at: departing)
        return [primary] + locations
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

    /// `drift.missing-in-language` → `Drift: missing in language`, for rules this build does not have.
    static func describe(_ rule: String) -> String {
        let parts = rule.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return rule }
        return parts[0].prefix(1).uppercased() + parts[0].dropFirst() + ": " + parts[1].replacingOccurrences(of: "-", with: " ")
    }
}
