/// The adapter's first record: the protocol version it speaks, who it is, and what it answers.
public struct AdapterHello: Codable, Hashable, Sendable {
    public var `protocol`: Int
    public var implementation: ImplementationIdentity
    /// Operation names as in docs/operations.md; names the harness does not know are ignored.
    public var operations: [String]

    /// Creates a hello.
    public init(protocol: Int = AdapterMessage.protocolVersion, implementation: ImplementationIdentity, operations: [String]) {
        self.protocol = `protocol`
        self.implementation = implementation
        self.operations = operations
    }
}

/// One golden case sent to the adapter.
public struct AdapterRequest: Codable, Hashable, Sendable {
    /// The golden case id, echoed in the reply.
    public var id: String
    public var operation: String
    public var input: JSONValue

    /// Creates a request.
    public init(id: String, operation: String, input: JSONValue) {
        self.id = id
        self.operation = operation
        self.input = input
    }
}
