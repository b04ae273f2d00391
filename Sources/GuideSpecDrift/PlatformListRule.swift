/// A platform column that lists a platform for different codes in different languages of the error-code page
/// (one finding per platform rather than one per row, since a whole column usually drifts at once).
enum PlatformListRule: DriftRule {
    static let id = "drift.platform-list"
    static let severity = Severity.warning
    static let summary: DriftRuleText =
        "An error table whose platform column lists a platform for other codes in another language."
    static let compares: DriftRuleText =
        "the set of codes an error table's platform column lists each platform for, over the errors every language "
        + "has; one finding per platform (a whole column usually drifts at once), naming the first code that differs"
    static let example = "platform iOS is listed for 2 codes in en; 1 codes in zh; first difference: APP_ERROR_NOT_LOGGED_IN (2)"

    /// One finding per platform whose set of listed codes differs between languages, over the errors all languages share.
    static func findings(in comparison: LanguageVersions) -> [DriftFinding] {
        let withPlatforms = comparison.pages.filter { $0.page.spec.errors.contains { $0.platforms != nil } }
        guard withPlatforms.count > 1 else { return [] }
        let keySets = withPlatforms.map { Set($0.page.spec.errors.filter { $0.platforms != nil }.map(Alignment.errorKey)) }
        let shared = keySets.dropFirst().reduce(keySets[0]) { $0.intersection($1) }
        let platforms = Set(withPlatforms.flatMap { $0.page.spec.errors.flatMap { $0.platforms ?? [] } }).sorted()
        // Each page's shared keys by platform, and the first page's item order, built once: every platform then costs
        // time in proportion to its own rows.
        let keysByPlatform = withPlatforms.map { page in
            var keys: [String: Set<String>] = [:]
            for error in page.page.spec.errors where shared.contains(Alignment.errorKey(error)) {
                for platform in error.platforms ?? [] { keys[platform, default: []].insert(Alignment.errorKey(error)) }
            }
            return keys
        }
        var position: [String: Int] = [:]
        for (index, item) in withPlatforms[0].items.enumerated() where position[item.key] == nil { position[item.key] = index }
        return platforms.compactMap { platform in
            let listed = withPlatforms.indices.map { (withPlatforms[$0], keysByPlatform[$0][platform] ?? []) }
            let groups = LanguageGroups.group(listed.map { ($0.0.language, $0.1.sorted().joined(separator: ","), $0) })
            guard groups.count > 1 else { return nil }
            let union = listed.reduce(Set<String>()) { $0.union($1.1) }
            let common = listed.reduce(union) { $0.intersection($1.1) }
            let firstDifference = union.subtracting(common).compactMap { position[$0] }.min()
            guard let example = firstDifference.map({ withPlatforms[0].items[$0] }) else { return nil }
            let locations = groups.flatMap { group in
                group.members.compactMap { member -> DriftLocation? in
                    guard let row = member.member.0.byKey[example.key] else { return nil }
                    let state = member.member.1.contains(example.key) ? "lists" : "does not list"
                    return DriftLocation(
                        row.location, language: member.language,
                        note: "\(member.language): \(state) \(platform) for \(row.name); \(member.member.1.count) codes in all")
                }
            }
            return DriftFinding(
                rule: id, severity: severity,
                message: message(platform, groups: groups.map { ($0.languages, $0.members[0].member.1.count) }, example: example.name),
                page: withPlatforms[0].page.spec.page, subject: "platform:\(platform)", locations: locations, sides: groups.sides())
        }
    }

    static func message(_ platform: String, groups: [(languages: String, count: Int)], example: String) -> String {
        let sides = groups.map { "\($0.count) codes in \($0.languages)" }.joined(separator: "; ")
        return "platform \(platform) is listed for \(sides); first difference: \(example)"
    }
}
