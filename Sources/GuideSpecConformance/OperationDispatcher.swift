public import GuideSpecWire

/// Answers one operation of docs/operations.md by handing it to the answerer of its area, which calls the implementation's
/// protocol for that area; the in-process transport.
public struct OperationDispatcher: Sendable {
    public let implementation: any GuideImplementation
    /// The areas answered, each by its answerer: `GenericAreas.all` and each pack's (`GuideAreas.all` lists them all).
    public let areas: [any AreaAnswering]

    /// Creates a dispatcher over an implementation, answering the operations of `areas`.
    public init(_ implementation: any GuideImplementation, areas: [any AreaAnswering]) {
        self.implementation = implementation
        self.areas = areas
    }

    /// The output the implementation gives for `operation` on `input`; throws when no answerer was given for the operation's
    /// area (`.unansweredArea`), the implementation does not answer the area (`.unsupportedArea`) or the input does not fit
    /// the operation (`.malformed`).
    public func perform(_ operation: Operation, input: JSONValue) throws(DispatchFailure) -> JSONValue {
        guard let area = operation.area else { throw .unknownOperation(operation) }
        guard let answerer = areas.first(where: { $0.area == area }) else { throw .unansweredArea(area) }
        let output: JSONValue?
        do throws(MalformedInput) {
            output = try answerer.answer(operation, input: input, by: implementation)
        } catch {
            throw .malformed(error)
        }
        guard let output else { throw .unsupportedArea(area) }
        return output
    }

    /// Whether the implementation conforms to the protocol of `area`, and an answerer for it was given.
    public func supports(_ area: Operation.Area) -> Bool {
        areas.contains { $0.area == area && $0.isImplemented(by: implementation) }
    }

    /// The operations the implementation answers: those of every area it supports.
    public var supportedOperations: [Operation] {
        Operation.documented.filter { operation in operation.area.map(supports) == true }
    }
}

/// Why the dispatcher gives no output: no answerer for the area, the implementation does not answer it, or the input does
/// not fit.
public enum DispatchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The operation is not one of docs/operations.md.
    case unknownOperation(Operation)
    /// The dispatcher was given no answerer for the area.
    case unansweredArea(Operation.Area)
    /// The implementation does not conform to the area's protocol.
    case unsupportedArea(Operation.Area)
    case malformed(MalformedInput)

    /// What went wrong, in one line.
    public var description: String {
        switch self {
        case .unknownOperation(let operation): "unknown operation \(operation)"
        case .unansweredArea(let area): "unanswered area \(area.rawValue): the dispatcher was given no answerer for it"
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
