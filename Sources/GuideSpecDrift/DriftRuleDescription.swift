import GuideSpecDocumentModel

/// What docs/drift-rules.md, SARIF and the HTML report say about one rule, as the rule itself states it.
public struct DriftRuleDescription: Hashable, Sendable {
    /// The stable rule ID, such as `drift.missing-in-language`.
    public var id: String
    /// The severity of the rule's findings unless the settings say otherwise.
    public var severity: Severity
    /// How the documentation states the severity: its name, or how it depends on the finding.
    public var severityText: String
    public var scope: DriftScope
    /// One sentence: what the rule finds.
    public var summary: DriftRuleText
    /// What the rule compares (or, alone on a page, checks), with the subjects its findings carry.
    public var compares: DriftRuleText
    /// A message the rule gives, word for word.
    public var example: String
    /// How the rule decides and why it is not a false alarm, one paragraph each.
    public var details: [DriftRuleText]

    /// What the rule compares and how it decides, as plain text: SARIF's full description.
    public var fullDescription: String {
        (["\(scope.comparesHeading): \(compares.plainText)."] + details.map(\.plainText)).joined(separator: " ")
    }

    /// The fragment of the rule's section in docs/drift-rules.md, as GitHub names the heading (`driftmissing-in-language`).
    public var anchor: String { HeadingAnchor.slug(for: id) }

    /// A description given in full, for rules a report names that this build does not have (tests, older reports).
    public init(
        id: String, severity: Severity, severityText: String? = nil, scope: DriftScope, summary: DriftRuleText,
        compares: DriftRuleText, example: String, details: [DriftRuleText] = []
    ) {
        self.id = id
        self.severity = severity
        self.severityText = severityText ?? severity.rawValue
        self.scope = scope
        self.summary = summary
        self.compares = compares
        self.example = example
        self.details = details
    }

    /// The description `rule` gives of itself.
    init(_ rule: any DriftRule.Type) {
        self.init(
            id: rule.id, severity: rule.severity, severityText: rule.severityText, scope: rule.scope, summary: rule.summary,
            compares: rule.compares, example: rule.example, details: rule.details)
    }
}
