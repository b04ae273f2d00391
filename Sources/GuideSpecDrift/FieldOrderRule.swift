/// A class whose shared fields stand in a different order in different languages (fields one side lacks are ignored).
enum FieldOrderRule: DriftRule {
    static let id = "drift.field-order"
    static let severity = Severity.warning
    static let summary: DriftRuleText = "A class whose shared fields stand in another order in another language."
    static let compares: DriftRuleText = "the order of the fields all languages share (fields one side lacks are ignored)"
    static let example = "class Receipt: field order differs from shared field 1: paymentId in en; userId in zh"

    /// One finding per class whose shared fields are ordered differently.
    static func findings(in comparison: LanguageVersions) -> [DriftFinding] {
        let pages = comparison.pages
        let classes = pages.flatMap { $0.items.filter { $0.kind == .type }.map(\.key) }
        // Each page's items by container, built once, so that each class costs time in proportion to its own fields.
        let children = pages.map { page in Dictionary(grouping: page.items.filter { $0.parent != nil }, by: { $0.parent ?? "" }) }
        var findings: [DriftFinding] = []
        for key in Set(classes).sorted() {
            let indices = pages.indices.filter { pages[$0].byKey[key] != nil }
            guard indices.count > 1 else { continue }
            let having = indices.map { pages[$0] }
            let orders = indices.map { firstOccurrences((children[$0][key] ?? []).map(\.key)) }
            let shared = orders.dropFirst().reduce(Set(orders[0])) { $0.intersection($1) }
            let sequences = orders.map { $0.filter(shared.contains) }
            let groups = LanguageGroups.group(zip(having, sequences).map { ($0.language, $1.joined(separator: ","), ($0, $1)) })
            guard groups.count > 1 else { continue }
            let position = zip(sequences[0], sequences.dropFirst().first { $0 != sequences[0] } ?? []).prefix { $0 == $1 }.count
            let name = having[0].byKey[key]?.name ?? key
            let locations = groups.flatMap { group in
                group.members.compactMap { member -> DriftLocation? in
                    let (page, sequence) = member.member
                    guard let field = page.byKey[sequence[position]] else { return nil }
                    return DriftLocation(
                        field.location, language: page.language, note: "\(page.language): shared field \(position + 1) is \(field.name)")
                }
            }
            let sides = groups.map { group in
                "\(group.members[0].member.1[position].split(separator: ".").last ?? "") in \(group.languages)"
            }
            findings.append(
                DriftFinding(
                    rule: id, severity: severity, message: message(name, position: position + 1, sides: sides),
                    page: having[0].page.spec.page, subject: "\(key):field-order", locations: locations, sides: groups.sides()))
        }
        return findings
    }

    /// The keys in order with repeats dropped.
    private static func firstOccurrences(_ keys: [String]) -> [String] {
        var seen: Set<String> = []
        return keys.filter { seen.insert($0).inserted }
    }

    static func message(_ name: String, position: Int, sides: [String]) -> String {
        "class \(name): field order differs from shared field \(position): \(sides.joined(separator: "; "))"
    }
}
