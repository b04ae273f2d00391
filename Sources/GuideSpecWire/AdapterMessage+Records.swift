/// The adapter's first record: the protocol version it speaks, who it is, and what it answers.
public struct AdapterHello: Encodable, Hashable, Sendable {
    public var `protocol`: Int
    public var implementation: ImplementationIdentity
    /// Operation names as in docs/operations.md; names the harness does not know are ignored.
    public var operations: [String]
    /// How many requests the adapter accepts before it has replied to the first (1 when absent): replies still carry ids.
    public var pipeline: Int?
    /// The platform the adapter implements (`ios`, `android`, `unity`, `unreal`); absent in vocabulary v1, read as `ios`.
    public var platform: String?
    /// The pages it implements, as names or globs (`aos-*`); absent means every page.
    public var pages: [String]?

    /// Creates a hello.
    public init(
        protocol: Int = AdapterMessage.protocolVersion, implementation: ImplementationIdentity, operations: [String], pipeline: Int? = nil,
        platform: String? = nil, pages: [String]? = nil
    ) {
        self.protocol = `protocol`
        self.implementation = implementation
        self.operations = operations
        self.pipeline = pipeline
        self.platform = platform
        self.pages = pages
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
