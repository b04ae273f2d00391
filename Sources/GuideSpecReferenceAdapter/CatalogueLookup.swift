public import GuideSpecConformance
public import GuideSpecWire
public import GuideSpecCatalogue

/// Answers the catalogue areas (error codes, value objects, enums, API surface) by looking names up in a `PlatformCatalogue`.
public struct CatalogueLookup: Sendable {
    public let catalogue: PlatformCatalogue

    /// Creates a lookup over `catalogue`.
    public init(_ catalogue: PlatformCatalogue) {
        self.catalogue = catalogue
    }

    /// The code of the first constant called `name`.
    public func errorCode(forName name: String) -> Int? {
        catalogue.errors.first { $0.name == name }?.code
    }

    /// The name of the first constant with `code`.
    public func errorName(forCode code: Int) -> String? {
        catalogue.errors.first { $0.code == code }?.name
    }

    /// The value type called `name`.
    public func valueType(_ name: String) -> ValueType? {
        catalogue.valueTypes.first { $0.name == name }
    }

    /// The field names of type `type`, in declaration order.
    public func fieldNames(ofValueObject type: String) -> [String]? {
        valueType(type)?.fields.map(\.name)
    }

    /// The shape of one field.
    public func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape? {
        guard let declared = valueType(type)?.fields.first(where: { $0.name == field }) else { return nil }
        return FieldShape(type: declared.type, nullable: declared.nullable)
    }

    /// The payload decoded into type `type` and encoded back (`ValueDecoder`), or why it is refused.
    public func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        guard let valueType = valueType(type) else { return .failure(Rejection("unknown-type")) }
        do {
            return .success(try ValueDecoder(valueType).decode(payload))
        } catch {
            return .failure(error.rejection)
        }
    }

    /// The members of enum `name`.
    public func members(ofEnum name: String) -> [EnumMemberValue]? {
        catalogue.enums.first { $0.name == name }?.members.map { EnumMemberValue(name: $0.name, value: $0.value) }
    }

    /// Whether a method matches: the same name, the same owner unless either side names none, the same parameter types
    /// unless either side does not know them.
    public func providesMethod(_ query: MethodQuery) -> Bool {
        catalogue.methods.contains { method in
            method.name == query.name && (query.owner == nil || method.owner == nil || method.owner == query.owner)
                && (query.parameters == nil || method.parameters == nil || method.parameters == query.parameters)
        }
    }
}
