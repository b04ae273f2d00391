import GuideSpecSpecModel

/// A constant whose prefix breaks the one all its siblings in the same column share, such as `iDK_…` among `SDK_…` names.
enum SiblingPatternRule: DriftRule {
    static let id = "drift.sibling-pattern"
    static let severity = Severity.warning
    static let summary: DriftRuleText =
        "An error constant whose prefix misses, by one character, the prefix the rest of its column shares."
    static let compares: DriftRuleText =
        "a constant whose prefix (up to the first \(code: "_")) misses by one character the prefix ≥ 90% of its column "
        + "(≥ 5 names; one column per platform) shares"
    static let example = "name APX_ERROR_CASE_10 (10) does not start with APP_ like the other 9 names of its column"
    static let details: [DriftRuleText] = [
        "The rule wants a one-character miss, so families of constants with different prefixes "
            + "(\(code: "BANNED_MEMBER") among \(code: "AUTH_…")) stay silent."
    ]
    /// A column needs this many names before its pattern is trusted.
    static let minimumColumn = 5

    /// One finding per name whose prefix (up to the first `_`) misses, by one character, the prefix at least 90% of its
    /// column shares: a typo, not a different family of constants.
    static func findings(in comparison: PageItems) -> [DriftFinding] {
        let page = comparison.page
        return columns(of: page.spec.errors).flatMap { column, entries -> [DriftFinding] in
            guard entries.count >= minimumColumn else { return [] }
            var counts: [String: Int] = [:]
            for entry in entries { counts[prefix(entry.name), default: 0] += 1 }
            guard let (common, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                count * 10 >= entries.count * 9, count < entries.count
            else { return [] }
            let example = entries.first { prefix($0.name) == common }
            return entries.filter { prefix($0.name) != common && nearMiss(prefix($0.name), common) }.map { outlier in
                var locations = [
                    DriftLocation(outlier.error.location, language: page.language, note: "\(page.language): \(shown(outlier.name, outlier.error))")
                ]
                if let example {
                    locations.append(
                        DriftLocation(
                            example.error.location, language: page.language, note: "\(page.language): \(shown(example.name, example.error))"))
                }
                return DriftFinding(
                    rule: id, severity: severity,
                    message: message(outlier.name, code: outlier.error.code, column: column, common: common, siblings: count),
                    page: page.spec.page, subject: "error:\(outlier.name):\(column)", locations: locations)
            }
        }
    }

    /// The name columns of an error table: one per platform when rows name per-platform constants, else the name column.
    private static func columns(of errors: [ErrorEntry]) -> [(String, [(name: String, error: ErrorEntry)])] {
        var result: [String: [(name: String, error: ErrorEntry)]] = [:]
        for error in errors {
            if let names = error.platformNames {
                for (platform, name) in names { result["name on \(platform)", default: []].append((name, error)) }
            } else if let name = error.name {
                result["name", default: []].append((name, error))
            }
        }
        return result.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Two prefixes of the same length that differ in exactly one character, such as `iDK` and `SDK`.
    static func nearMiss(_ lhs: String, _ rhs: String) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).filter { $0 != $1 }.count == 1
    }

    private static func prefix(_ name: String) -> String {
        String(name.prefix { $0 != "_" })
    }

    static func message(_ name: String, code: Int?, column: String, common: String, siblings: Int) -> String {
        "\(column) \(name)\(code.map { " (\($0))" } ?? "") does not start with \(common)_ like the other \(siblings) names of its column"
    }

    /// `NAME = code` as a row writes it, or the name alone for an error its table names without a code.
    private static func shown(_ name: String, _ error: ErrorEntry) -> String {
        error.code.map { "\(name) = \($0)" } ?? name
    }
}
