import GuideSpecSpecModel

extension Alignment {
    /// The key of a type: `class:` (classes, structs, interfaces, namespaces) or `enum:`, then its qualified name.
    static func typeKey(_ type: TypeDeclaration) -> String {
        (type.kind == .enum ? "enum:" : "class:") + type.fullName
    }

    /// A type, then its fields or enum members in declaration order; nothing for a type that declares neither (a sample's
    /// class, such as `MainActivity`). Fields are keyed by their neutral name in any case style, so that a field spelled
    /// `bIsPromotion` in one language and `isPromotion` in another (or `full-page` and `fullPage`) is one field whose `name`
    /// differs; a table's rows are keyed as the table rule keys them (`bAllStores`, `allStores` and `ALL_STORES` are
    /// `allstores`). A type read from a table or from TypeScript or Protocol Buffers has the facets its shape states (type,
    /// default, requiredness, version), so that a shape never disagrees with another over what it cannot say.
    static func typeItems(_ type: TypeDeclaration) -> [AlignedItem] {
        guard !type.fields.isEmpty || !type.members.isEmpty else { return [] }
        let key = typeKey(type)
        let supertypes = type.supertypes.joined(separator: ", ")
        let summary =
            type.language == .objectiveC
            ? "@interface \(type.name) : \(type.supertypes.first ?? "")"
            : "\(type.kind.rawValue) \(type.fullName)" + (supertypes.isEmpty ? "" : " : \(supertypes)")
        let header = AlignedItem(
            key: key, kind: type.kind == .enum ? .enumeration : .type, name: type.fullName, parent: nil, location: type.location,
            facets: type.origin == nil ? ["kind": type.kind.rawValue, "supertypes": supertypes.isEmpty ? "none" : supertypes] : [:],
            enumerationKeys: nil, text: "", summary: summary)
        let declared = type.origin == nil && declaresEverything(type.language)
        let fields = type.fields.map { field in
            let written = normalizedType(field.type.written)
            var facets = Facets()
            facets.add("name", field.name)
            if declared {
                facets.add("type", written, as: .type)
                facets.add("nullability", field.nullability.rawValue)
                facets.add("attributes", otherAttributes(field.attributes))
                facets.add("getter", field.getter ?? "none")
                facets.add("value", field.value ?? "none", as: .literal)
            } else {
                if !written.isEmpty { facets.add("type", written, as: .type) }
                if let value = field.value { facets.add("value", value, as: .literal) }
            }
            if let required = field.required { facets.add("required", required ? "required" : "optional", as: .mark) }
            if let since = field.since { facets.add("since", since, as: .version) }
            // A table's rows are matched as the table rule matches them: case, separators and Unreal's `b` aside.
            let fieldKey = type.origin == nil ? fieldKeyName(field.neutralName) : TableMismatchRule.neutralKey(field.name)
            return AlignedItem(
                key: "field:\(type.fullName).\(fieldKey)", kind: .field, name: "\(type.fullName).\(field.name)", parent: key,
                location: field.location, facets: facets.written, compared: facets.compared,
                enumerationKeys: field.enumeration.isEmpty ? nil : field.enumeration.map(\.key), text: field.comment.joined(separator: "\n"),
                summary: declared
                    ? "\(written) \(field.name) (\(field.nullability.rawValue))" : "\(field.name)" + (written.isEmpty ? "" : ": \(written)"))
        }
        let members = type.members.map { member in
            AlignedItem(
                key: "enum-member:\(type.fullName).\(member.name)", kind: .enumMember, name: "\(type.fullName).\(member.name)", parent: key,
                location: member.location, facets: ["value": member.value ?? "none"], enumerationKeys: nil,
                text: member.comment.joined(separator: "\n"), summary: member.name + (member.value.map { " = \($0)" } ?? ""))
        }
        return [header] + fields + members
    }

    /// Whether a language's declarations state a field's nullability, attributes, getter and value (absent means none), as
    /// Objective-C and the C family do; TypeScript and Protocol Buffers state other things.
    static func declaresEverything(_ language: CodeLanguage) -> Bool {
        language != .typescript && language != .protobuf
    }

    /// A field's neutral name with its case style dropped where it has one: `full-page` and `time_to_live` read `fullPage`
    /// and `timeToLive`, as camel case writes them; a name without `-` or `_` between lower-case letters stays.
    static func fieldKeyName(_ name: String) -> String {
        guard name.contains(where: { $0 == "-" || $0 == "_" }), name.contains(where: \.isLowercase) else { return name }
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, parts.count > 1 else { return name }
        return first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// An item's facets as written, and the form compared of those that normalize to something else.
    struct Facets {
        var written: [String: String] = [:]
        var compared: [String: String] = [:]

        /// Adds `facet` written `value`, compared as a value of `kind` when one is given.
        mutating func add(_ facet: String, _ value: String, as kind: ValueKind? = nil) {
            written[facet] = value
            guard let kind else { return }
            let form = ValueNormalizations.compared(value, as: kind)
            if form != value { compared[facet] = form }
        }
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

    /// The declared methods, the first declaration of each key only: an API shown again in another section is no drift. A
    /// method a heading or list names has the facets that shape states: its parameters' types when a table gave them.
    static func methodItems(_ methods: [MethodSignature]) -> [AlignedItem] {
        var seen: Set<String> = []
        return zip(methodKeys(methods), methods).compactMap { key, method in
            guard seen.insert(key).inserted else { return nil }
            let returnType = normalizedType(method.returnType.written)
            let parameterTypes = method.parameters.map { normalizedType($0.type.written) }
            let parameters = parameterTypes.joined(separator: ", ")
            let objectiveC = method.language == .objectiveC
            let kind = objectiveC ? (method.isStatic ? "class" : "instance") : (method.isStatic ? "static" : "instance")
            let qualified = (method.owner.map { "\($0)." } ?? "") + method.name
            var facets = Facets()
            let signed = method.origin == nil || method.origin == .table && !method.returnType.written.isEmpty
            if signed {
                facets.add("kind", kind)
                facets.add("return type", returnType, as: .type)
            }
            if signed || method.parameters.allSatisfy({ !$0.type.written.isEmpty }) {
                facets.add("parameter types", parameters)
                let compared = parameterTypes.map { ValueNormalizations.compared($0, as: .type) }.joined(separator: ", ")
                if compared != parameters { facets.compared["parameter types"] = compared }
            }
            if let since = method.since { facets.add("since", since, as: .version) }
            return AlignedItem(
                key: key, kind: objectiveC ? .selector : .method, name: objectiveC ? method.name : "\(qualified)(\(parameters))", parent: nil,
                location: method.location, facets: facets.written, compared: facets.compared,
                enumerationKeys: nil, text: "",
                summary: objectiveC
                    ? "\(method.isStatic ? "+" : "-") (\(returnType))\(method.name) (\(parameters))"
                    : "\(method.isStatic ? "static " : "")\(returnType.isEmpty ? "" : returnType + " ")\(qualified)(\(parameters))")
        }
    }

    /// The literal values, keyed by what they belong to and their spelling; an enum's values sit under the enum.
    static func literalItems(_ literals: [LiteralValue]) -> [AlignedItem] {
        literals.map { literal in
            AlignedItem(
                key: "literal:\(literal.contextKind.rawValue):\(literal.context)=\(literal.value)", kind: .literal,
                name: "\(literal.value) (\(literal.context))", parent: literal.contextKind == .enum ? "enum:\(literal.context)" : nil,
                location: literal.location, facets: [:], enumerationKeys: nil,
                text: literal.meaning ?? "", summary: "\(literal.value) in \(literal.origin.rawValue)")
        }
    }

    /// The attributes other than nullability and the getter, sorted: their order carries no meaning.
    static func otherAttributes(_ attributes: [String]) -> String {
        let nullability: Set = ["nullable", "nonnull", "null_unspecified", "null_resettable", "@Nullable", "@NonNull", "@Nonnull", "@NotNull"]
        return attributes.filter { !nullability.contains($0) && !$0.hasPrefix("getter=") }.sorted().joined(separator: ", ")
    }
}
