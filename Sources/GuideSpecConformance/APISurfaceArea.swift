public import GuideSpecWire

/// `api.method`, answered by an `APISurface`.
public struct APISurfaceArea: AreaAnswering {
    public init() {}

    public var area: Operation.Area { .apiSurface }

    public func isImplemented(by implementation: any GuideImplementation) -> Bool { implementation is any APISurface }

    public func answer(_ operation: Operation, input: JSONValue, by implementation: any GuideImplementation) throws(MalformedInput) -> JSONValue? {
        guard let surface = implementation as? any APISurface else { return nil }
        return ["provided": .bool(surface.providesMethod(try Self.methodQuery(InputFields(input, operation: operation))))]
    }

    public var smokeSamples: [Operation: JSONValue] {
        [.apiMethod: ["owner": "SampleFacade", "name": "sampleMethodWithCompletion:", "parameters": nil]]
    }

    /// The `api.method` input as a query: `owner` a string or null, `parameters` an array of strings or null.
    static func methodQuery(_ fields: InputFields) throws(MalformedInput) -> MethodQuery {
        let parameters: [String]?
        switch try fields.value("parameters") {
        case .null: parameters = nil
        case .array(let elements):
            var types: [String] = []
            for element in elements {
                guard let type = element.stringValue else { throw MalformedInput("api.method: \"parameters\" must be an array of strings or null") }
                types.append(type)
            }
            parameters = types
        default: throw MalformedInput("api.method: \"parameters\" must be an array of strings or null")
        }
        return MethodQuery(owner: try fields.optionalString("owner"), name: try fields.string("name"), parameters: parameters)
    }
}
