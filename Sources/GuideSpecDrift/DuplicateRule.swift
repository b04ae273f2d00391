/// An item declared more than once in one page: a field twice in a class, an error listed twice, a parameter twice.
enum DuplicateRule: DriftRule {
    static let id = "drift.duplicate"
    static let severity = Severity.error
    static let summary: DriftRuleText =
        "An item declared twice in one page: a field twice in a class, an error twice in one table."
    static let compares: DriftRuleText =
        "a key twice in one page (a field twice in a class; an error twice in one table of one section; pages "
        + "legitimately repeat common errors under each API, and several APIs under one heading each have their table; a code "
        + "with no constant on several rows of a table, each with its own description, is one code for several conditions)"
    static let example = "field Receipt.paymentId appears 2 times in ja (lines 5, 7)"

    /// One finding per key that occurs more than once in `page`, with every occurrence. Errors count as duplicates only
    /// inside one table: pages list the common errors again under every API that can return them, and under one heading
    /// a table for each of several APIs.
    static func findings(in page: PageItems) -> [DriftFinding] {
        var occurrences: [String: [AlignedItem]] = [:]
        for item in page.items where !item.kind.repeatsByNature {
            let scope = item.kind == .error ? item.location.section.joined(separator: " > ") : ""
            occurrences[item.key + "\u{1F}" + scope, default: []].append(item)
        }
        let repeated = occurrences.values.filter { $0.count > 1 }
        // Only a page with a repeated error has its tables' lines worked out.
        guard repeated.contains(where: { $0[0].kind == .error }) else { return repeated.map { finding($0, page: page) } }
        let tables = TableLines(page.page.document)
        return repeated.flatMap { copies -> [DriftFinding] in
            guard copies[0].kind == .error else { return [finding(copies, page: page)] }
            return Dictionary(grouping: copies) { tables.first(holding: $0.location.line) }.values
                .filter { $0.count > 1 && !conditionsOfOneCode($0) }.map { finding($0, page: page) }
        }
    }

    /// Whether rows of one table give one code and no constant, each with its own description: a code returned for
    /// several conditions (`1101` for each invalid user property), not a row written twice.
    private static func conditionsOfOneCode(_ copies: [AlignedItem]) -> Bool {
        copies[0].facets["code"] == nil && Set(copies.map(\.text)).count == copies.count
    }

    /// The finding for the occurrences of one key, in line order.
    private static func finding(_ copies: [AlignedItem], page: PageItems) -> DriftFinding {
        let lines = copies.map { String($0.location.line) }
        return DriftFinding(
            rule: id, severity: severity, message: message(copies[0], language: page.language, lines: lines),
            page: page.page.spec.page,
            subject: copies[0].key + (copies[0].kind == .error ? " in " + copies[0].location.section.joined(separator: " > ") : ""),
            locations: copies.enumerated().map { index, copy in
                DriftLocation(copy.location, language: page.language, note: "\(page.language): occurrence \(index + 1): \(copy.summary)")
            })
    }

    static func message(_ item: AlignedItem, language: String, lines: [String]) -> String {
        "\(item.kind.label) \(item.name) appears \(lines.count) times in \(language) (lines \(lines.joined(separator: ", ")))"
    }
}
