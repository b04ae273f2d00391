import GuideSpecWire

/// `enum.members` cases: each enum's or constant namespace's members in order, and an undocumented enum.
enum EnumCases {
    /// An enum name no language declares.
    static let undocumentedEnum = "UndocumentedEnum"

    static func drafts(_ view: PlatformPage) -> [CaseDraft] {
        let enums = MergedEnum.all(view)
        var drafts = enums.map { merged in
            CaseDraft(
                operation: .enumMembers, subject: merged.name, input: ["enum": .string(merged.name)],
                expected: ["members": .array(merged.members.map(member))], claims: [merged.claim])
        }
        if !enums.isEmpty && !enums.contains(where: { $0.name == undocumentedEnum }) {
            drafts.append(
                CaseDraft(
                    operation: .enumMembers, subject: "unknown-enum", input: ["enum": .string(undocumentedEnum)],
                    expected: CaseDraft.rejected("unknown-enum"),
                    claims: [Claim(label: "enums", statements: enums.flatMap(\.existence))]))
        }
        return drafts
    }

    /// One member as `enum.members` gives it: `name`, and `value` when the guide gives one.
    static func member(_ member: (name: String, value: String?)) -> JSONValue {
        var members: [String: JSONValue] = ["name": .string(member.name)]
        if let value = member.value { members["value"] = .string(value) }
        return .object(members)
    }
}
