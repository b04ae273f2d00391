import GuideSpecWire

/// `vo.decode` cases: a complete payload, each field missing, null or of the wrong type, an unrecognised enumeration value,
/// an extra member, and an unknown type.
enum ValueObjectDecodeCases {
    /// A type name no language declares.
    static let undocumentedType = "UndocumentedValueObject"
    /// A member no type declares.
    static let extraMember = "undocumentedMember"

    static func drafts(_ view: PlatformPage) -> [CaseDraft] {
        let classes = MergedClass.all(view)
        var drafts = classes.flatMap(drafts(for:))
        if !classes.isEmpty {
            drafts.append(
                CaseDraft(
                    operation: .valueObjectDecode, subject: "decode-unknown-type",
                    input: ["type": .string(undocumentedType), "payload": [:]], expected: CaseDraft.rejected("unknown-type"),
                    claims: classes.map(\.existence)))
        }
        return drafts
    }

    /// The decode cases of one type.
    static func drafts(for merged: MergedClass) -> [CaseDraft] {
        let complete = SyntheticValues.complete(merged)
        let types = merged.fields.map(\.typeClaim)
        func draft(_ suffix: String, _ payload: [String: JSONValue], _ expected: JSONValue, _ claims: [Claim]) -> CaseDraft {
            CaseDraft(
                operation: .valueObjectDecode, subject: "\(merged.name).decode-\(suffix)",
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
            if field.type != .string {
                drafts.append(
                    draft(
                        "wrong-type-\(field.name)", complete.merging([field.name: SyntheticValues.wrongType(field)]) { _, new in new },
                        CaseDraft.rejected("wrong-type", subject: field.name), [field.typeClaim]))
            }
            if field.type == .string && field.enumeration.contains(SyntheticValues.unrecognisedKey) {
                let payload = complete.merging([field.name: .string(SyntheticValues.undocumentedKey(field))]) { _, new in new }
                let value = complete.merging([field.name: .string(SyntheticValues.unrecognisedKey)]) { _, new in new }
                drafts.append(draft("unrecognised-\(field.name)", payload, ["value": .object(value)], [field.enumerationClaim]))
            }
        }
        return drafts
    }
}
