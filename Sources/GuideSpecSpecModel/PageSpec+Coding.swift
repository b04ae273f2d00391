/// A spec's members: the core ones by name, and each pack's under the name its items give.
extension PageSpec {
    enum CodingKeys: String, CodingKey {
        case specVersion, page, language, platform, source, errors, types, methods, literals, urlSchemes, apis, flows, tables
        case diagnostics
    }

    /// A pack's member.
    struct PackMemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads the core members, and the members of the pack items `PageSpec.decode(from:packItems:)` names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        specVersion = try container.decode(Int.self, forKey: .specVersion)
        page = try container.decode(String.self, forKey: .page)
        language = try container.decode(String.self, forKey: .language)
        platform = try container.decode(Platform.self, forKey: .platform)
        source = try container.decode(Source.self, forKey: .source)
        errors = try container.decode([ErrorEntry].self, forKey: .errors)
        types = try container.decode([TypeDeclaration].self, forKey: .types)
        methods = try container.decode([MethodSignature].self, forKey: .methods)
        literals = try container.decode([LiteralValue].self, forKey: .literals)
        urlSchemes = try container.decode([URLScheme].self, forKey: .urlSchemes)
        apis = try container.decode([APIEntry].self, forKey: .apis)
        flows = try container.decode([Flow].self, forKey: .flows)
        tables = try container.decode([GenericTable].self, forKey: .tables)
        diagnostics = try container.decode([SpecDiagnostic].self, forKey: .diagnostics)
        let packs = try decoder.container(keyedBy: PackMemberKey.self)
        packItems = PackItemList(
            try (decoder.userInfo[Self.packItemTypes] as? [any PackSpecItems.Type] ?? []).compactMap { type in
                try Self.decodeIfPresent(type, from: packs)
            })
    }

    /// The items of type `Items` under their member, or nil when the spec has no such member.
    private static func decodeIfPresent<Items: PackSpecItems>(_ type: Items.Type, from container: KeyedDecodingContainer<PackMemberKey>) throws
        -> Items?
    {
        try container.decodeIfPresent(type, forKey: PackMemberKey(stringValue: Items.memberName))
    }

    /// Writes the core members and every pack's.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(specVersion, forKey: .specVersion)
        try container.encode(page, forKey: .page)
        try container.encode(language, forKey: .language)
        try container.encode(platform, forKey: .platform)
        try container.encode(source, forKey: .source)
        try container.encode(errors, forKey: .errors)
        try container.encode(types, forKey: .types)
        try container.encode(methods, forKey: .methods)
        try container.encode(literals, forKey: .literals)
        try container.encode(urlSchemes, forKey: .urlSchemes)
        try container.encode(apis, forKey: .apis)
        try container.encode(flows, forKey: .flows)
        try container.encode(tables, forKey: .tables)
        try container.encode(diagnostics, forKey: .diagnostics)
        var packs = encoder.container(keyedBy: PackMemberKey.self)
        for item in packItems.items {
            try packs.encode(item, forKey: PackMemberKey(stringValue: type(of: item).memberName))
        }
    }
}
