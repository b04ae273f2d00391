import ConformanceWire

/// `vo.decode` cases: a complete payload, each field missing, null or of the wrong type, an unrecognised enumeration value,
/// an extra member, and an unknown class.
enum ValueObjectDecodeCases {
    /// A class name no language declares.
    static let undocumentedType = "TCGBUndocumentedValueObject"
    /// A member no class declares.
    static let extraMember = "undocumentedMember"

    static func drafts(_ page: PageLanguages) -> [CaseDraft] {
        let classes = MergedClass.all(page)
        var drafts = classes.flatMap(drafts(for:))
        if !classes.isEmpty {
            drafts.append(
                CaseDraft(
                    name: "vo-decode/unknown-type", operation: .valueObjectDecode,
                    input: ["type": .string(undocumentedType), "payload": [:]], expected: CaseDraft.rejected("unknown-type"),
                    claims: classes.map(\.existence)))
        }
        return drafts
    }

    /// The decode cases of one class.
    static func drafts(for merged: MergedClass) -> [CaseDraft] {
        let complete = SyntheticValues.complete(merged)
        let types = merged.fields.map(\.typeClaim)
        func draft(_ suffix: String, _ payload: [String: JSONValue], _ expected: JSONValue, _ claims: [Claim]) -> CaseDraft {
            CaseDraft(
                name: "vo-decode/\(merged.name)/\(suffix)", operation: .valueObjectDecode,
                input: ["type": .string(merged.name), "payload": .object(payload)], expected: expected, claims: claims)
        }
        var drafts = [
            draft("complete", complete, ["value": .object(complete)], types),
            draft("extra-member", complete.merging([extraMember: "ignored"]) { old, _ in old }, ["value": .object(complete)], types),
        ]
        for field in merged.fields {
            var without = complete
            without[field.name] = nil
            if field.nullable {
                var nulled = complete
                nulled[field.name] = .null
                drafts.append(draft("null-\(field.name)", nulled, ["value": .object(nulled)], [field.shape]))
            } else {
                drafts.append(draft("missing-\(field.name)", without, CaseDraft.rejected("missing-field", subject: field.name), [field.shape]))
            }
            if field.type != "string" {
                drafts.append(
                    draft(
                        "wrong-type-\(field.name)", complete.merging([field.name: SyntheticValues.wrongType(field)]) { _, new in new },
                        CaseDraft.rejected("wrong-type", subject: field.name), [field.typeClaim]))
            }
            if field.enumeration.contains(SyntheticValues.unrecognisedKey) {
                let payload = complete.merging([field.name: .string(SyntheticValues.undocumentedKey(field))]) { _, new in new }
                let value = complete.merging([field.name: .string(SyntheticValues.unrecognisedKey)]) { _, new in new }
                drafts.append(draft("unrecognised-\(field.name)", payload, ["value": .object(value)], [field.enumerationClaim]))
            }
        }
        return drafts
    }
}
