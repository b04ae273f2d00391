/// The adapter's first record: the protocol version it speaks, who it is, and what it answers.
public struct AdapterHello: Encodable, Hashable, Sendable {
    public var `protocol`: Int
    public var implementation: ImplementationIdentity
    /// Operation names as in docs/operations.md; names the harness does not know are ignored.
    public var operations: [String]
    /// How many requests the adapter accepts before it has replied to the first (1 when absent): replies still carry ids.
    public var pipeline: Int?

    /// Creates a hello.
    public init(
        protocol: Int = AdapterMessage.protocolVersion, implementation: ImplementationIdentity, operations: [String], pipeline: Int? = nil
    ) {
        self.protocol = `protocol`
        self.implementation = implementation
        self.operations = operations
        self.pipeline = pipeline
    }
}

/// One golden case sent to the adapter.
public struct AdapterRequest: Encodable, Hashable, Sendable {
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
