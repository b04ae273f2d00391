/// The adapter's first record: the protocol version it speaks, who it is, and what it answers.
public struct AdapterHello: Encodable, Hashable, Sendable {
    public var `protocol`: Int
    public var implementation: ImplementationIdentity
    /// Operation names as in docs/operations.md; names the harness does not know are ignored.
    public var operations: [Operation]
    /// How many requests the adapter accepts before it has replied to the first (1 when absent): replies still carry ids.
    public var pipeline: Int?
    /// The platform the adapter implements (`ios`, `android`, …); absent in vocabulary v1, read as `defaultPlatform`.
    public var platform: Platform?
    /// The pages it implements, as names or globs (`aos-*`); absent means every page.
    public var pages: [String]?
    /// The version of the operation vocabulary (docs/operations.md) it speaks; absent, it is read from its operations
    /// (`OperationVocabulary.spoken`).
    public var vocabulary: Int?

    /// The platform of an implementation that names none: an adapter whose hello has no `platform` (vocabulary v1 knew only
    /// one iOS page), an in-process Swift facade, and the suites `generate-tests` writes unless told otherwise.
    public static let defaultPlatform: Platform = "ios"

    /// Creates a hello.
    public init(
        protocol: Int = AdapterMessage.protocolVersion, implementation: ImplementationIdentity, operations: [Operation], pipeline: Int? = nil,
        platform: Platform? = nil, pages: [String]? = nil, vocabulary: Int? = nil
    ) {
        self.protocol = `protocol`
        self.implementation = implementation
        self.operations = operations
        self.pipeline = pipeline
        self.platform = platform
        self.pages = pages
        self.vocabulary = vocabulary
    }
}

/// One golden case sent to the adapter.
public struct AdapterRequest: Encodable, Hashable, Sendable {
    /// The golden case id, echoed in the reply.
    public var id: String
    public var operation: Operation
    public var input: JSONValue

    /// Creates a request.
    public init(id: String, operation: Operation, input: JSONValue) {
        self.id = id
        self.operation = operation
        self.input = input
    }
}
