/// The adapter's first record: the protocol version it speaks, who it is, and what it answers.
public struct AdapterHello: Codable, Hashable, Sendable {
    public var `protocol`: Int
    public var implementation: AdapterImplementation
    /// Operation names as in docs/operations.md; names the harness does not know are ignored.
    public var operations: [String]

    /// Creates a hello.
    public init(protocol: Int = AdapterMessage.protocolVersion, implementation: AdapterImplementation, operations: [String]) {
        self.protocol = `protocol`
        self.implementation = implementation
        self.operations = operations
    }
}

/// The name, version and language an adapter reports.
public struct AdapterImplementation: Codable, Hashable, Sendable {
    public var name: String
    public var version: String
    public var language: String

    /// Creates an identity.
    public init(name: String, version: String, language: String) {
        self.name = name
        self.version = version
        self.language = language
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
