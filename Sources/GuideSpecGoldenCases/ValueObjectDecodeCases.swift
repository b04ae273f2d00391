import GuideSpecWire

/// `vo.decode` cases: a complete payload, each field missing, null or given a value of each JSON kind it does not take (an
/// integer a fraction), each documented key of an enumerated field, an unrecognised key, an extra member, and an unknown type.
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
            // The valid value written as a string keeps its first id, `wrong-type-FIELD`; every other kind is named.
            for (kind, value) in SyntheticValues.wrongKinds(field) {
                drafts.append(
                    draft(
                        "wrong-type-\(field.name)" + (kind == "string" ? "" : "-\(kind)"), complete.merging([field.name: value]) { _, new in new },
                        CaseDraft.rejected("wrong-type", subject: field.name), [field.typeClaim]))
            }
            // Every key the comment documents decodes as itself, not only the one the complete payload carries.
            for key in field.enumeration where field.type == .string && complete[field.name] != .string(key) {
                let payload = complete.merging([field.name: .string(key)]) { _, new in new }
                drafts.append(draft("\(field.name)-\(key)", payload, ["value": .object(payload)], [field.enumerationClaim]))
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
