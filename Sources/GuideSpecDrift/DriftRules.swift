/// The registry: every drift rule, once. The engine runs it, SARIF and the HTML report describe its rules, and
/// docs/drift-rules.md is generated from it; a new rule is one file and one line here.
public enum DriftRules {
    /// Every rule, in the order the documentation lists them within each scope.
    static let all: [any DriftRule.Type] = [
        // Across languages.
        MissingInLanguageRule.self, ValueMismatchRule.self, PlatformListRule.self, LiteralValueRule.self, FieldOrderRule.self,
        TableMismatchRule.self, TranslatedLiteralRule.self, ScrapeLossRule.self,
        // Across the guide's languages.
        MissingPageRule.self,
        // One page alone.
        DuplicateRule.self, ExampleURLRule.self, SiblingPatternRule.self, RenamedReferenceRule.self, JSONExampleKeyRule.self,
        WrongLanguageRule.self, SamePageContradictionRule.self, ExampleElementTypeRule.self,
        // Across pages.
        ErrorCodePageRule.self, UndeclaredMentionRule.self, PlatformMismatchRule.self, LiteralSpellingRule.self,
        // Revisions.
        RevisionRemovedRule.self, RevisionAddedRule.self, RevisionChangedRule.self,
    ]

    /// What every rule says of itself, in registry order: docs/drift-rules.md, SARIF and the HTML report read it.
    public static let descriptions: [DriftRuleDescription] = all.map { DriftRuleDescription($0) }

    /// The rule with ID `id`, if there is one.
    static func rule(id: String) -> (any DriftRule.Type)? {
        all.first { $0.id == id }
    }

    /// The findings of every rule of `comparison`'s scope that the settings run (and, when `only` is given, whose ID
    /// it holds), each at the severity the settings give its rule.
    static func findings(in comparison: any DriftComparison, settings: DriftRuleSettings, only: Set<String>? = nil) -> [DriftFinding] {
        let scope = type(of: comparison).scope
        return all.filter { $0.scope == scope && settings.runs($0.id) && only?.contains($0.id) ?? true }.flatMap { rule in
            settings.applied(rule.findings(inAny: comparison), rule: rule.id)
        }
    }
}
