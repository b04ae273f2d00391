public import ConformanceWire

/// Answers one operation of docs/operations.md by calling the implementation's protocol for the operation's area; the
/// in-process transport.
public struct OperationDispatcher: Sendable {
    public let implementation: any GuideImplementation

    /// Creates a dispatcher over an implementation.
    public init(_ implementation: any GuideImplementation) {
        self.implementation = implementation
    }

    /// The output the implementation gives for `operation` on `input`; throws when the input does not fit the operation or
    /// the implementation does not answer the operation's area.
    public func perform(_ operation: Operation, input: JSONValue) throws(MalformedInput) -> JSONValue {
        if operation.area == .transactionObserver {
            guard let observers = implementation as? any TransactionObserverBehaviour else { throw Self.unsupported(operation) }
            return try TransactionObserverRunner(implementation: observers).run(input)
        }
        guard let implementation = implementation as? any PurchaseGuideImplementation else { throw Self.unsupported(operation) }
        let fields = InputFields(input, operation: operation)
        switch operation {
        case .errorCodeForName:
            let name = try fields.string("name")
            return implementation.errorCode(forName: name).map { ["code": .number(Double($0))] } ?? Self.rejected("unknown-name")
        case .errorNameForCode:
            let code = try fields.integer("code")
            return implementation.errorName(forCode: code).map { ["name": .string($0)] } ?? Self.rejected("unknown-code")
        case .valueObjectFieldNames:
            let type = try fields.string("type")
            guard let names = implementation.fieldNames(ofValueObject: type) else { return Self.rejected("unknown-type") }
            return ["fields": .array(names.sorted().map(JSONValue.string))]
        case .valueObjectField:
            let (type, field) = (try fields.string("type"), try fields.string("field"))
            guard let shape = implementation.fieldShape(field, ofValueObject: type) else { return Self.rejected("unknown-field") }
            return ["type": .string(shape.type.rawValue), "nullable": .bool(shape.nullable)]
        case .valueObjectDecode:
            let type = try fields.string("type")
            switch implementation.decodeValueObject(type, from: try fields.value("payload")) {
            case .success(let value): return ["value": value]
            case .failure(let rejection): return Self.rejected(rejection)
            }
        case .promotionURLBuild:
            let url = implementation.buildPromotionURL(
                bundleId: try fields.string("bundleId"), productIdentifier: try fields.string("productIdentifier"))
            return ["url": .string(url)]
        case .promotionURLParse:
            switch implementation.parsePromotionURL(try fields.string("url")) {
            case .success(let request):
                return ["bundleId": .string(request.bundleId), "productIdentifier": .string(request.productIdentifier)]
            case .failure(let rejection): return Self.rejected(rejection)
            }
        case .apiSelector:
            return ["provided": .bool(implementation.providesSelector(try fields.string("selector")))]
        case .purchaseScenario:
            return try ScenarioRunner(implementation).run(input)
        case .storeKitObserver:
            throw Self.unsupported(operation)  // answered above by the observer's protocol; never a purchase-guide call
        }
    }

    /// The error for an operation whose area the implementation has no protocol for.
    static func unsupported(_ operation: Operation) -> MalformedInput {
        MalformedInput("unsupported area \(operation.area.rawValue): the implementation does not answer \(operation.rawValue)")
    }

    /// The output of a refused input: `{"rejected": {"reason": …, "subject": …}}`.
    static func rejected(_ reason: String) -> JSONValue { rejected(Rejection(reason)) }

    /// The output of a refused input, with its subject when there is one.
    static func rejected(_ rejection: Rejection) -> JSONValue {
        var members: [String: JSONValue] = ["reason": .string(rejection.reason)]
        if let subject = rejection.subject { members["subject"] = .string(subject) }
        return ["rejected": .object(members)]
    }
}

/// An input that does not fit its operation's documented shape.
public struct MalformedInput: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    /// Creates the error with what was expected.
    public init(_ description: String) { self.description = description }
}
