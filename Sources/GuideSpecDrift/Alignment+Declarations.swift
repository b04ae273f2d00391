import GuideSpecSpecModel

extension Alignment {
    /// The key of a type: `class:` (classes, structs, interfaces, namespaces) or `enum:`, then its qualified name.
    static func typeKey(_ type: TypeDeclaration) -> String {
        (type.kind == .enum ? "enum:" : "class:") + type.fullName
    }

    /// A type, then its fields or enum members in declaration order; nothing for a type that declares neither (a sample's
    /// class, such as `MainActivity`). Fields are keyed by their neutral name, so that a field spelled `bIsPromotion` in one
    /// language and `isPromotion` in another is one field whose `name` differs.
    static func typeItems(_ type: TypeDeclaration) -> [AlignedItem] {
        guard !type.fields.isEmpty || !type.members.isEmpty else { return [] }
        let key = typeKey(type)
        let supertypes = type.supertypes.joined(separator: ", ")
        let summary = type.language == .objectiveC
            ? "@interface \(type.name) : \(type.supertypes.first ?? "")" : "\(type.kind.rawValue) \(type.fullName)" + (supertypes.isEmpty ? "" : " : \(supertypes)")
        let header = AlignedItem(
            key: key, kind: type.kind == .enum ? .enumeration : .type, name: type.fullName, parent: nil, location: type.location,
            facets: ["kind": type.kind.rawValue, "supertypes": supertypes.isEmpty ? "none" : supertypes], enumerationKeys: nil, text: "",
            summary: summary)
        let fields = type.fields.map { field in
            let written = normalizedType(field.type.written)
            return AlignedItem(
                key: "field:\(type.fullName).\(field.neutralName)", kind: .field, name: "\(type.fullName).\(field.name)", parent: key,
                location: field.location,
                facets: [
                    "name": field.name, "type": written, "nullability": field.nullability.rawValue, "attributes": otherAttributes(field.attributes),
                    "getter": field.getter ?? "none", "value": field.value ?? "none",
                ],
                enumerationKeys: field.enumeration.isEmpty ? nil : field.enumeration.map(\.key), text: field.comment.joined(separator: "\n"),
                summary: "\(written) \(field.name) (\(field.nullability.rawValue))")
        }
        let members = type.members.map { member in
            AlignedItem(
                key: "enum-member:\(type.fullName).\(member.name)", kind: .enumMember, name: "\(type.fullName).\(member.name)", parent: key,
                location: member.location, facets: ["value": member.value ?? "none"], enumerationKeys: nil,
                text: member.comment.joined(separator: "\n"), summary: member.name + (member.value.map { " = \($0)" } ?? ""))
        }
        return [header] + fields + members
    }

    /// The key of each method: `selector:` and the selector for Objective-C; otherwise `method:`, owner and name, and the
    /// number of parameters, with the parameters' neutral types added when the page declares two overloads of that arity.
    static func methodKeys(_ methods: [MethodSignature]) -> [String] {
        func base(_ method: MethodSignature) -> String {
            method.language == .objectiveC
                ? "selector:\(method.name)" : "method:\(method.owner.map { "\($0)." } ?? "")\(method.name)/\(method.parameters.count)"
        }
        var signatures: [String: Set<String>] = [:]
        for method in methods { signatures[base(method), default: []].insert(method.parameters.map(\.type.neutral).joined(separator: ",")) }
        return methods.map { method in
            let key = base(method)
            guard method.language != .objectiveC, signatures[key, default: []].count > 1 else { return key }
            return key + "(" + method.parameters.map(\.type.neutral).joined(separator: ",") + ")"
        }
    }

    /// The declared methods, the first declaration of each key only: an API shown again in another section is no drift.
    static func methodItems(_ methods: [MethodSignature]) -> [AlignedItem] {
        var seen: Set<String> = []
        return zip(methodKeys(methods), methods).compactMap { key, method in
            guard seen.insert(key).inserted else { return nil }
            let returnType = normalizedType(method.returnType.written)
            let parameters = method.parameters.map { normalizedType($0.type.written) }.joined(separator: ", ")
            let objectiveC = method.language == .objectiveC
            let kind = objectiveC ? (method.isStatic ? "class" : "instance") : (method.isStatic ? "static" : "instance")
            let qualified = (method.owner.map { "\($0)." } ?? "") + method.name
            return AlignedItem(
                key: key, kind: objectiveC ? .selector : .method, name: objectiveC ? method.name : "\(qualified)(\(parameters))", parent: nil,
                location: method.location, facets: ["kind": kind, "return type": returnType, "parameter types": parameters],
                enumerationKeys: nil, text: "",
                summary: objectiveC
                    ? "\(method.isStatic ? "+" : "-") (\(returnType))\(method.name) (\(parameters))"
                    : "\(method.isStatic ? "static " : "")\(returnType) \(qualified)(\(parameters))")
        }
    }

    /// The literal values, keyed by what they belong to and their spelling; an enum's values sit under the enum.
    static func literalItems(_ literals: [LiteralValue]) -> [AlignedItem] {
        literals.map { literal in
            AlignedItem(
                key: "literal:\(literal.contextKind.rawValue):\(literal.context)=\(literal.value)", kind: .literal,
                name: "\(literal.value) (\(literal.context))", parent: literal.contextKind == .enum ? "enum:\(literal.context)" : nil, location: literal.location, facets: [:], enumerationKeys: nil,
                text: literal.meaning ?? "", summary: "\(literal.value) in \(literal.origin.rawValue)")
        }
    }

    /// The attributes other than nullability and the getter, sorted: their order carries no meaning.
    static func otherAttributes(_ attributes: [String]) -> String {
        let nullability: Set = ["nullable", "nonnull", "null_unspecified", "null_resettable", "@Nullable", "@NonNull", "@Nonnull", "@NotNull"]
        return attributes.filter { !nullability.contains($0) && !$0.hasPrefix("getter=") }.sorted().joined(separator: ", ")
    }
}
