import GuideSpecWire

/// `vo.field-names` and `vo.field` cases: each type's field list, each field's shape, and an undocumented field.
enum ValueObjectCases {
    /// A field name no type declares.
    static let undocumentedField = "undocumentedField"

    static func drafts(_ view: PlatformPage) -> [CaseDraft] {
        MergedClass.all(view).flatMap { merged -> [CaseDraft] in
            let names = merged.fields.map(\.name).sorted()
            let list = Claim(
                label: "fields", expected: names.joined(separator: ", "),
                statements: merged.declarations.map { declaration in
                    let own = Set(MergedClass.instanceFields(declaration.item).map(\.name))
                    return Statement(
                        language: declaration.language, item: "vo:\(merged.name)", location: declaration.item.location,
                        value: own.sorted().joined(separator: ", "),
                        says: "without " + names.filter { !own.contains($0) }.joined(separator: ", "))
                })
            var drafts = [
                CaseDraft(
                    operation: .valueObjectFieldNames, subject: "\(merged.name).field-names", input: ["type": .string(merged.name)],
                    expected: ["fields": .array(names.map(JSONValue.string))], claims: [list])
            ]
            for field in merged.fields {
                drafts.append(
                    CaseDraft(
                        operation: .valueObjectField, subject: "\(merged.name).\(field.name)",
                        input: ["type": .string(merged.name), "field": .string(field.name)],
                        expected: ["type": .string(field.type.rawValue), "nullable": .bool(field.nullable)], claims: [field.shape]))
            }
            if !names.contains(undocumentedField) {
                drafts.append(
                    CaseDraft(
                        operation: .valueObjectField, subject: "\(merged.name).unknown-field",
                        input: ["type": .string(merged.name), "field": .string(undocumentedField)],
                        expected: CaseDraft.rejected("unknown-field"), claims: [merged.existence]))
            }
            return drafts
        }
    }
}
