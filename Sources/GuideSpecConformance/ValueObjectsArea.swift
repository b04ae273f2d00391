public import GuideSpecWire

/// `vo.field-names`, `vo.field` and `vo.decode`, answered by a `ValueObjectCatalogue`.
public struct ValueObjectsArea: AreaAnswering {
    public init() {}

    public var area: Operation.Area { .valueObjects }

    public func isImplemented(by implementation: any GuideImplementation) -> Bool { implementation is any ValueObjectCatalogue }

    public func answer(_ operation: Operation, input: JSONValue, by implementation: any GuideImplementation) throws(MalformedInput) -> JSONValue? {
        guard let catalogue = implementation as? any ValueObjectCatalogue else { return nil }
        let fields = InputFields(input, operation: operation)
        let type = try fields.string("type")
        switch operation {
        case .valueObjectFieldNames:
            guard let names = catalogue.fieldNames(ofValueObject: type) else { return Rejection("unknown-type").output }
            return ["fields": .array(names.sorted().map(JSONValue.string))]
        case .valueObjectField:
            guard let shape = catalogue.fieldShape(try fields.string("field"), ofValueObject: type) else { return Rejection("unknown-field").output }
            return ["type": .string(shape.type.rawValue), "nullable": .bool(shape.nullable)]
        default:
            switch catalogue.decodeValueObject(type, from: try fields.value("payload")) {
            case .success(let value): return ["value": value]
            case .failure(let rejection): return rejection.output
            }
        }
    }

    public var smokeSamples: [Operation: JSONValue] {
        [
            .valueObjectFieldNames: ["type": "SampleValueObject"],
            .valueObjectField: ["type": "SampleValueObject", "field": "sampleField"],
            .valueObjectDecode: ["type": "SampleValueObject", "payload": ["sampleField": "sample"]],
        ]
    }
}
