/// How a project runs each drift rule: every rule at its own severity unless set off or given another severity, as
/// the project file's rule settings say (`guidespec.yml`). An input of the engine, so that every command and the
/// history walk judge a guide alike.
public struct DriftRuleSettings: Hashable, Sendable {
    /// The settings by rule ID; a rule not named runs at its own severity.
    public var rules: [String: RuleSetting]

    /// Settings for the rules named in `rules`.
    public init(_ rules: [String: RuleSetting] = [:]) {
        self.rules = rules
    }

    /// The IDs in the settings that name no rule, sorted: what a reader of the project file reports.
    public var unknownRules: [String] {
        rules.keys.filter { DriftRules.rule(id: $0) == nil }.sorted()
    }

    /// Whether the rule with ID `id` runs.
    func runs(_ id: String) -> Bool { rules[id] != .off }

    /// `findings` of the rule `id` at the severity the settings give it.
    func applied(_ findings: [DriftFinding], rule id: String) -> [DriftFinding] {
        guard case .severity(let severity) = rules[id] else { return findings }
        return findings.map { finding in
            var finding = finding
            finding.severity = severity
            return finding
        }
    }
}
