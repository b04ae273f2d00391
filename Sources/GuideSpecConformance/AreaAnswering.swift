public import GuideSpecWire

/// How the dispatcher answers the operations of one area of docs/operations.md: whether an implementation conforms to the
/// area's protocol, and what it gives for an operation's input. Each generic area has one (`GenericAreas.all`); a pack brings
/// one for each area of its own, and whoever builds a dispatcher hands it every area it should answer.
public protocol AreaAnswering: Sendable {
    /// The area answered.
    var area: Operation.Area { get }
    /// Whether `implementation` conforms to the area's protocol.
    func isImplemented(by implementation: any GuideImplementation) -> Bool
    /// The output `implementation` gives for `operation`, an operation of the area, on `input`; nil when it does not conform
    /// to the area's protocol; throws when the input does not fit the operation.
    func answer(_ operation: Operation, input: JSONValue, by implementation: any GuideImplementation) throws(MalformedInput) -> JSONValue?
    /// A well-formed input for each operation of the area, which `guidespec smoke` sends an adapter.
    var smokeSamples: [Operation: JSONValue] { get }
}
