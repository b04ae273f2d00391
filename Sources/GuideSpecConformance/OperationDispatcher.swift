public import GuideSpecWire

/// Answers one operation of docs/operations.md by calling the implementation's protocol for the operation's area; the
/// in-process transport.
public struct OperationDispatcher: Sendable {
    public let implementation: any GuideImplementation

    /// Creates a dispatcher over an implementation.
    public init(_ implementation: any GuideImplementation) {
        self.implementation = implementation
    }

    /// The output the implementation gives for `operation` on `input`; throws when the implementation does not answer the
    /// operation's area (`.unsupportedArea`) or the input does not fit the operation (`.malformed`).
    public func perform(_ operation: Operation, input: JSONValue) throws(DispatchFailure) -> JSONValue {
        let fields = InputFields(input, operation: operation)
        do throws(MalformedInput) {
            switch operation.area {
            case .errorCodes:
                guard let catalogue = implementation as? any ErrorCatalogue else { break }
                return try Self.errors(operation, fields, catalogue)
            case .valueObjects:
                guard let catalogue = implementation as? any ValueObjectCatalogue else { break }
                return try Self.valueObjects(operation, fields, catalogue)
            case .enums:
                guard let catalogue = implementation as? any EnumCatalogue else { break }
                let name = try fields.string("enum")
                guard let members = catalogue.members(ofEnum: name) else { return Self.rejected("unknown-enum") }
                return ["members": .array(members.map(Self.member))]
            case .apiSurface:
                guard let surface = implementation as? any APISurface else { break }
                return ["provided": .bool(surface.providesMethod(try Self.methodQuery(fields)))]
            case .promotionURL:
                guard let handling = implementation as? any PromotionURLHandling else { break }
                return try Self.promotionURL(operation, fields, handling)
            case .purchaseBehaviour:
                guard let behaviour = implementation as? any PurchaseBehaviour else { break }
                return try ScenarioRunner(behaviour).run(input)
            case .transactionObserver:
                guard let observers = implementation as? any TransactionObserverBehaviour else { break }
                return try TransactionObserverRunner(implementation: observers).run(input)
            }
        } catch {
            throw .malformed(error)
        }
        throw .unsupportedArea(operation.area)
    }

    /// `error.code-for-name` and `error.name-for-code`.
    static func errors(_ operation: Operation, _ fields: InputFields, _ catalogue: any ErrorCatalogue) throws(MalformedInput) -> JSONValue {
        if operation == .errorNameForCode {
            return catalogue.errorName(forCode: try fields.integer("code")).map { ["name": .string($0)] } ?? rejected("unknown-code")
        }
        return catalogue.errorCode(forName: try fields.string("name")).map { ["code": .number(Double($0))] } ?? rejected("unknown-name")
    }

    /// `vo.field-names`, `vo.field` and `vo.decode`.
    static func valueObjects(_ operation: Operation, _ fields: InputFields, _ catalogue: any ValueObjectCatalogue) throws(MalformedInput)
        -> JSONValue
    {
        let type = try fields.string("type")
        switch operation {
        case .valueObjectFieldNames:
            guard let names = catalogue.fieldNames(ofValueObject: type) else { return rejected("unknown-type") }
            return ["fields": .array(names.sorted().map(JSONValue.string))]
        case .valueObjectField:
            guard let shape = catalogue.fieldShape(try fields.string("field"), ofValueObject: type) else { return rejected("unknown-field") }
            return ["type": .string(shape.type.rawValue), "nullable": .bool(shape.nullable)]
        default:
            switch catalogue.decodeValueObject(type, from: try fields.value("payload")) {
            case .success(let value): return ["value": value]
            case .failure(let rejection): return rejected(rejection)
            }
        }
    }

    /// `url.build` and `url.parse`.
    static func promotionURL(_ operation: Operation, _ fields: InputFields, _ handling: any PromotionURLHandling) throws(MalformedInput)
        -> JSONValue
    {
        if operation == .promotionURLBuild {
            let url = handling.buildPromotionURL(bundleId: try fields.string("bundleId"), productIdentifier: try fields.string("productIdentifier"))
            return ["url": .string(url)]
        }
        switch handling.parsePromotionURL(try fields.string("url")) {
        case .success(let request): return ["bundleId": .string(request.bundleId), "productIdentifier": .string(request.productIdentifier)]
        case .failure(let rejection): return rejected(rejection)
        }
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

    /// One `enum.members` entry: `name`, and `value` when the member has one.
    static func member(_ member: EnumMemberValue) -> JSONValue {
        var members: [String: JSONValue] = ["name": .string(member.name)]
        if let value = member.value { members["value"] = .string(value) }
        return .object(members)
    }

    /// The output of a refused input: `{"rejected": {"reason": …}}`.
    static func rejected(_ reason: String) -> JSONValue { rejected(Rejection(reason)) }

    /// The output of a refused input, with its subject when there is one.
    static func rejected(_ rejection: Rejection) -> JSONValue {
        var members: [String: JSONValue] = ["reason": .string(rejection.reason)]
        if let subject = rejection.subject { members["subject"] = .string(subject) }
        return ["rejected": .object(members)]
    }
}

/// Why the dispatcher gives no output: the implementation does not answer the area, or the input does not fit.
public enum DispatchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The implementation does not conform to the area's protocol.
    case unsupportedArea(Operation.Area)
    case malformed(MalformedInput)

    /// `unsupported area AREA`, or what the input lacks.
    public var description: String {
        switch self {
        case .unsupportedArea(let area): "unsupported area \(area.rawValue): the implementation does not conform to its protocol"
        case .malformed(let error): error.description
        }
    }
}

/// An input that does not fit its operation's documented shape.
public struct MalformedInput: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    /// Creates the error with what was expected.
    public init(_ description: String) { self.description = description }
}
