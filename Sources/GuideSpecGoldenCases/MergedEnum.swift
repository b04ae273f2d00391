import GuideSpecSpecModel

/// One enum of a platform, or namespace or class of constants, as every language declares it; the reference language decides
/// its members.
struct MergedEnum {
    /// As the platform writes it, qualified where the guide qualifies it.
    let name: String
    /// Each language's declaration and members, reference language first.
    let declarations: [(language: String, item: Declaration)]

    /// A declaration's location and members, each member with its value as text.
    struct Declaration {
        let location: SpecLocation
        let members: [(name: String, value: String?)]
    }

    /// The reference language's members.
    var members: [(name: String, value: String?)] { declarations.first?.item.members ?? [] }

    /// The enums and constant namespaces of a page for one platform, in order of first appearance.
    static func all(_ view: PlatformPage) -> [MergedEnum] {
        let enums = view.page.aligned({ spec in declarations(view.types(spec), literals: spec.literals) }, by: \.name)
        return enums.keys.map { name in
            MergedEnum(name: name, declarations: enums.byKey[name, default: []].map { ($0.language, $0.item.declaration) })
        }
    }

    /// The enums of `types` (members as declared) and the namespaces, classes and interfaces whose every field is a constant
    /// (members are the constants, values their strings as the literals give them, else as written).
    static func declarations(_ types: [TypeDeclaration], literals: [LiteralValue]) -> [(name: String, declaration: Declaration)] {
        types.compactMap { type in
            if type.kind == .enum {
                guard !type.members.isEmpty else { return nil }
                return (type.fullName, Declaration(location: type.location, members: type.members.map { ($0.name, $0.value) }))
            }
            guard !type.fields.isEmpty, MergedClass.instanceFields(type).isEmpty else { return nil }
            let members = type.fields.map { field -> (name: String, value: String?) in
                let literal = literals.first {
                    $0.contextKind == .constant && $0.location.line == field.location.line && $0.context.hasSuffix(".\(field.name)")
                }
                return (field.name, literal?.value ?? field.value)
            }
            return (type.fullName, Declaration(location: type.location, members: members))
        }
    }

    /// One statement per declaring language that the enum exists.
    var existence: [Statement] {
        declarations.map { Statement(language: $0.language, item: "enum:\(name)", location: $0.item.location) }
    }

    /// The claim on the members: names and values in order.
    var claim: Claim {
        Claim(
            label: name,
            statements: declarations.map { declaration in
                let text = declaration.item.members.map { member in member.value.map { "\(member.name)=\($0)" } ?? member.name }
                return Statement(
                    language: declaration.language, item: "enum:\(name)", location: declaration.item.location, value: text.joined(separator: ", "))
            })
    }
}
