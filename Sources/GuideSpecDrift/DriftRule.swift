/// One drift rule: its stable ID, its severity, and the findings it makes in the comparison of its scope. A rule is one
/// file, an enum with its messages as typed static functions at the bottom, listed once in `DriftRules.all`.
protocol DriftRule: Sendable {
    /// What the rule reads, which gives its scope: `PageItems`, `LanguageVersions`, `RevisionPair` or `GuidePages`.
    associatedtype Comparison: DriftComparison

    /// The stable rule ID findings carry, such as `drift.missing-in-language`.
    static var id: String { get }
    /// The severity of the rule's findings, unless the settings give the rule another.
    static var severity: DriftSeverity { get }

    /// Every finding the rule makes in `comparison`, in any order (the engine sorts them).
    static func findings(in comparison: Comparison) -> [DriftFinding]
}

extension DriftRule {
    /// Which comparisons the rule reads.
    static var scope: DriftScope { Comparison.scope }

    /// The rule's findings when `comparison` is of its scope, none otherwise: how the engine runs a list of rules of
    /// every scope.
    static func findings(inAny comparison: any DriftComparison) -> [DriftFinding] {
        (comparison as? Comparison).map { findings(in: $0) } ?? []
    }
}
