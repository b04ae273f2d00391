/// Languages that agree on one value of an item.
struct LanguageGroup<Member> {
    var value: String
    var members: [(language: String, member: Member)]

    var languages: String { members.map(\.language).joined(separator: ", ") }
}

extension Array {
    /// The languages of each group, as a finding's sides.
    func sides<Member>() -> [[String]] where Element == LanguageGroup<Member> {
        map { $0.members.map(\.language) }
    }
}

enum LanguageGroups {
    /// Splits `members` by value; the smallest group comes first (the likely outlier), ties by language.
    static func group<Member>(_ members: [(language: String, value: String, member: Member)]) -> [LanguageGroup<Member>] {
        var groups: [LanguageGroup<Member>] = []
        for entry in members {
            if let index = groups.firstIndex(where: { $0.value == entry.value }) {
                groups[index].members.append((entry.language, entry.member))
            } else {
                groups.append(LanguageGroup(value: entry.value, members: [(entry.language, entry.member)]))
            }
        }
        return groups.sorted { ($0.members.count, $0.members[0].language) < ($1.members.count, $1.members[0].language) }
    }

}
