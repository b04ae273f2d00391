import GuideSpecSpecModel

/// One value-object type of a platform as every language declares it, with the union of its fields.
struct MergedClass {
    /// As the platform writes it, qualified where the guide qualifies it.
    let name: String
    /// Each language's declaration, reference language first.
    let declarations: [(language: String, item: TypeDeclaration)]
    /// Every field any language declares: the reference language's order, then other languages' extra fields.
    let fields: [MergedField]

    /// The value-object types of a page for one platform, in order of first appearance.
    static func all(_ view: PlatformPage) -> [MergedClass] {
        let classes = view.page.aligned({ valueObjects(view.types($0)) }, by: \.fullName)
        return classes.keys.map { name in
            let declarations = classes.byKey[name, default: []]
            let fields = view.page.aligned(
                { spec in valueObjects(view.types(spec)).first { $0.fullName == name }.map(instanceFields) ?? [] }, by: \.name)
            return MergedClass(
                name: name, declarations: declarations,
                fields: fields.keys.map { MergedField(className: name, name: $0, declarations: fields.byKey[$0, default: []]) })
        }
    }

    /// The types that carry values: classes and structs with at least one field that is not static or constant.
    static func valueObjects(_ types: [TypeDeclaration]) -> [TypeDeclaration] {
        types.filter { ($0.kind == .class || $0.kind == .struct) && !instanceFields($0).isEmpty }
    }

    /// The fields an instance holds: not `static`, not `const`.
    static func instanceFields(_ type: TypeDeclaration) -> [FieldDeclaration] {
        type.fields.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("const") }
    }

    /// The claim that the type exists, one statement per declaring language.
    var existence: Claim {
        Claim(label: name, statements: declarations.map { Statement(language: $0.language, item: "vo:\(name)", location: $0.item.location) })
    }
}

/// One field of a merged class as every language declares it; the reference language decides its type and nullability.
struct MergedField {
    let className: String
    let name: String
    /// Each language's declaration, reference language first (never empty).
    let declarations: [(language: String, item: FieldDeclaration)]

    var reference: FieldDeclaration { declarations[0].item }
    /// The `vo.field` type.
    var type: FieldType { GuideType.of(neutral: reference.type.neutral) }
    var nullable: Bool { reference.nullability == .nullable }
    /// The keys the reference comment enumerates.
    var enumeration: [String] { reference.enumeration.map(\.key) }
    var item: String { "field:\(className).\(name)" }

    /// The claim on type and nullability; a dispute names what differs, such as `nullable`.
    var shape: Claim {
        Claim(
            label: name,
            statements: declarations.map { declaration in
                let type = GuideType.of(neutral: declaration.item.type.neutral)
                let isNullable = declaration.item.nullability == .nullable
                var differences: [String] = []
                if type != self.type { differences.append(type.rawValue) }
                if isNullable != nullable { differences.append(isNullable ? "nullable" : "non-null") }
                return Statement(
                    language: declaration.language, item: item, location: declaration.item.location,
                    value: isNullable ? "\(type.rawValue), nullable" : type.rawValue, says: differences.joined(separator: ", "))
            })
    }

    /// The claim on the type alone.
    var typeClaim: Claim {
        Claim(
            label: name,
            statements: declarations.map {
                Statement(language: $0.language, item: item, location: $0.item.location, value: GuideType.of(neutral: $0.item.type.neutral).rawValue)
            })
    }

    /// The claim on the enumerated keys.
    var enumerationClaim: Claim {
        Claim(
            label: name,
            statements: declarations.map {
                Statement(
                    language: $0.language, item: item, location: $0.item.location,
                    value: $0.item.enumeration.map(\.key).joined(separator: ", "))
            })
    }
}
