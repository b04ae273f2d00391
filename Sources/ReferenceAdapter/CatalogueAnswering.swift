public import GuideSpecConformance
public import GuideSpecWire

/// An implementation that answers the catalogue areas (error codes, value objects, enums, API surface) by looking names up
/// in a platform's catalogue: the reference adapters, whose catalogue is a snapshot of the guide.
public protocol CatalogueAnswering: ErrorCatalogue, ValueObjectCatalogue, EnumCatalogue, APISurface {
    /// The catalogue the names are looked up in.
    var lookup: CatalogueLookup { get }
}

extension CatalogueAnswering {
    public func errorCode(forName name: String) -> Int? { lookup.errorCode(forName: name) }

    public func errorName(forCode code: Int) -> String? { lookup.errorName(forCode: code) }

    public func fieldNames(ofValueObject type: String) -> [String]? { lookup.fieldNames(ofValueObject: type) }

    public func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape? { lookup.fieldShape(field, ofValueObject: type) }

    public func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection> {
        lookup.decodeValueObject(type, from: payload)
    }

    public func members(ofEnum name: String) -> [EnumMemberValue]? { lookup.members(ofEnum: name) }

    public func providesMethod(_ method: MethodQuery) -> Bool { lookup.providesMethod(method) }
}
