public import GuideSpecWire

/// `error.code-for-name` and `error.name-for-code`, answered by an `ErrorCatalogue`.
public struct ErrorCodesArea: AreaAnswering {
    public init() {}

    public var area: Operation.Area { .errorCodes }

    public func isImplemented(by implementation: any GuideImplementation) -> Bool { implementation is any ErrorCatalogue }

    public func answer(_ operation: Operation, input: JSONValue, by implementation: any GuideImplementation) throws(MalformedInput) -> JSONValue? {
        guard let catalogue = implementation as? any ErrorCatalogue else { return nil }
        let fields = InputFields(input, operation: operation)
        if operation == .errorNameForCode {
            return catalogue.errorName(forCode: try fields.integer("code")).map { ["name": .string($0)] } ?? Rejection("unknown-code").output
        }
        return catalogue.errorCode(forName: try fields.string("name")).map { ["code": .number(Double($0))] } ?? Rejection("unknown-name").output
    }

    public var smokeSamples: [Operation: JSONValue] {
        [.errorCodeForName: ["name": "SAMPLE_ERROR"], .errorNameForCode: ["code": 4002]]
    }
}
