/// One drift rule: its stable ID, its severity, what it says of itself, and the findings it makes in the comparison of
/// its scope. A rule is one file, an enum with its messages as typed static functions at the bottom, listed once in
/// `DriftRules.all`; docs/drift-rules.md, SARIF and the HTML report describe it from what it states here.
protocol DriftRule: Sendable {
    /// What the rule reads, which gives its scope: `PageItems`, `LanguageVersions`, `RevisionPair` or `GuidePages`.
    associatedtype Comparison: DriftComparison

    /// The stable rule ID findings carry, such as `drift.missing-in-language`.
    static var id: String { get }
    /// The severity of the rule's findings, unless the settings give the rule another.
    static var severity: Severity { get }
    /// How the documentation states the severity: its name unless it depends on the finding.
    static var severityText: String { get }
    /// One sentence: what the rule finds.
    static var summary: DriftRuleText { get }
    /// What the rule compares (or, alone on a page, checks), with the subjects its findings carry.
    static var compares: DriftRuleText { get }
    /// A message the rule gives, word for word: the pages in Tests/GuideSpecDriftTests/Fixtures/rule-examples/<id>
    /// make the rule give it.
    static var example: String { get }
    /// How the rule decides and why it is not a false alarm, one paragraph each.
    static var details: [DriftRuleText] { get }

    /// Every finding the rule makes in `comparison`, in any order (the engine sorts them).
    static func findings(in comparison: Comparison) -> [DriftFinding]
}

extension DriftRule {
    /// Which comparisons the rule reads.
    static var scope: DriftScope { Comparison.scope }

    static var severityText: String { severity.rawValue }

    static var details: [DriftRuleText] { [] }

    /// The rule's findings when `comparison` is of its scope, none otherwise: how the engine runs a list of rules of
    /// every scope.
    static func findings(inAny comparison: any DriftComparison) -> [DriftFinding] {
        (comparison as? Comparison).map { findings(in: $0) } ?? []
    }
}
