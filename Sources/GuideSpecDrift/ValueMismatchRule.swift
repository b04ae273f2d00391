/// The same item with a different value across languages: code, type, nullability, attributes, getter, superclass,
/// fixed URL value, host or path, a selector's signature, a step's selectors and error names, a per-platform constant.
enum ValueMismatchRule: DriftRule {
    static let id = "drift.value-mismatch"
    static let severity = Severity.error
    static let summary: DriftRuleText =
        "The same item with another value in another language: a code, a name, a type, a nullability, a signature."
    static let compares: DriftRuleText =
        "one facet of an aligned item (subject \(code: "key:facet")): \(code: "code"), \(code: "name"), "
        + "\(code: "type"), \(code: "nullability"), \(code: "attributes"), \(code: "getter"), \(code: "value") (a "
        + "field's default or fixed value, an enum member's value, a fixed URL value), \(code: "kind"), "
        + "\(code: "supertypes"), \(code: "host"), \(code: "path"), \(code: "return type")/\(code: "parameter types"), "
        + "\(code: "selectors")/\(code: "error names") of a step, \(code: "name on <platform>")"
    static let example = "field Receipt.paymentId: nullability differs: nullable in en; unspecified in zh"
    static let details: [DriftRuleText] = [
        "Keys and facets are literal program facts that translators must not change; items are aligned by key, so "
            + "reordered or reworded rows still pair. The languages are grouped by value, the smallest group first."
    ]

    /// One finding per item and facet on which the languages that have both disagree.
    static func findings(in comparison: LanguageVersions) -> [DriftFinding] {
        var findings: [DriftFinding] = []
        for key in comparison.keys where key.versions.count > 1 {
            // Languages whose facets are all alike cannot disagree on one (the usual case, decided at once).
            let first = key.versions[0].item
            if key.versions.dropFirst().allSatisfy({ $0.item.facets == first.facets && $0.item.compared == first.compared }) { continue }
            let item = key.item
            for facet in Set(key.versions.flatMap { $0.item.facets.keys }).sorted() {
                let values = key.versions.compactMap { language, version in version.comparedValue(facet).map { (language, $0, version) } }
                // Grouped by the compared form; each group is shown as its first member writes it.
                let groups = LanguageGroups.group(values).map { group in
                    LanguageGroup(value: group.members[0].member.facets[facet] ?? group.value, members: group.members)
                }
                guard groups.count > 1 else { continue }
                findings.append(
                    DriftFinding(
                        rule: id, severity: severity, message: message(item, facet: facet, groups: groups),
                        page: key.page, subject: "\(item.key):\(facet)",
                        locations: groups.flatMap { group in
                            group.members.map {
                                DriftLocation(
                                    $0.member.location, language: $0.language,
                                    note: note($0.language, facet: facet, value: $0.member.facets[facet] ?? group.value, item: $0.member))
                            }
                        }, sides: groups.sides()))
            }
        }
        return findings
    }

    static func message(_ item: AlignedItem, facet: String, groups: [LanguageGroup<AlignedItem>]) -> String {
        let sides = groups.map { "\(shown($0.value)) in \($0.languages)" }.joined(separator: "; ")
        return "\(item.kind.label) \(item.name): \(facet) differs: \(sides)"
    }

    static func note(_ language: String, facet: String, value: String, item: AlignedItem) -> String {
        "\(language): \(item.summary), \(facet) \(shown(value))"
    }

    /// An empty value written so that a reader sees it is empty.
    private static func shown(_ value: String) -> String { value.isEmpty ? "(none)" : value }
}
