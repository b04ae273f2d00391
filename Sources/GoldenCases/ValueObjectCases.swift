import ConformanceWire

/// `vo.field-names` and `vo.field` cases: each class's field list, each field's shape, and an undocumented field.
enum ValueObjectCases {
    /// A field name no class declares.
    static let undocumentedField = "undocumentedField"

    static func drafts(_ page: PageLanguages) -> [CaseDraft] {
        MergedClass.all(page).flatMap { merged -> [CaseDraft] in
            let names = merged.fields.map(\.name).sorted()
            let list = Claim(
                label: "fields", expected: names.joined(separator: ", "),
                statements: merged.declarations.map { declaration in
                    let own = Set(declaration.item.fields.map(\.name))
                    return Statement(
                        language: declaration.language, item: "vo:\(merged.name)", location: declaration.item.location,
                        value: own.sorted().joined(separator: ", "),
                        says: "without " + names.filter { !own.contains($0) }.joined(separator: ", "))
                })
            var drafts = [
                CaseDraft(
                    name: "vo-fields/\(merged.name)", operation: .valueObjectFieldNames, input: ["type": .string(merged.name)],
                    expected: ["fields": .array(names.map(JSONValue.string))], claims: [list])
            ]
            for field in merged.fields {
                drafts.append(
                    CaseDraft(
                        name: "vo-field/\(merged.name).\(field.name)", operation: .valueObjectField,
                        input: ["type": .string(merged.name), "field": .string(field.name)],
                        expected: ["type": .string(field.type), "nullable": .bool(field.nullable)], claims: [field.shape]))
            }
            if !names.contains("unknown") && !names.contains(undocumentedField) {
                drafts.append(
                    CaseDraft(
                        name: "vo-field/\(merged.name).unknown", operation: .valueObjectField,
                        input: ["type": .string(merged.name), "field": .string(undocumentedField)],
                        expected: CaseDraft.rejected("unknown-field"), claims: [merged.existence]))
            }
            return drafts
        }
    }
}
