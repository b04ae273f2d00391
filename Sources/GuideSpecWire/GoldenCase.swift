/// One checkable expectation the guide sets: an operation, its input, the output the guide demands, and where it says so.
public struct GoldenCase: Codable, Hashable, Sendable {
    /// A stable semantic ID, `<page>/<platform>/<area>/<subject>`, such as
    /// `ios-login/ios/error-codes/SDK_ERROR_USER_CANCELED`.
    public var id: String
    /// The platform whose spelling the input and expected output use, such as `ios`.
    public var platform: Platform
    /// The operation, such as `error.code-for-name` (see docs/operations.md).
    public var operation: Operation
    public var input: JSONValue
    /// The output a conforming implementation gives.
    public var expected: JSONValue
    /// The languages whose guide documents this expectation, sorted.
    public var languages: [String]
    /// The guide text that demands it, one entry per spec item and language.
    public var sources: [GoldenSource]
    /// Languages whose guide says otherwise, with what they say; empty when every language agrees.
    public var disputedBy: [GoldenDispute]

    /// Creates a case.
    public init(
        id: String, platform: Platform, operation: Operation, input: JSONValue, expected: JSONValue, languages: [String],
        sources: [GoldenSource], disputedBy: [GoldenDispute] = []
    ) {
        self.id = id
        self.platform = platform
        self.operation = operation
        self.input = input
        self.expected = expected
        self.languages = languages
        self.sources = sources
        self.disputedBy = disputedBy
    }

    /// The page the case belongs to: its id's first segment.
    public var page: String { String(id.prefix { $0 != "/" }) }
}

/// A spec item a golden case comes from.
public struct GoldenSource: Codable, Hashable, Sendable {
    /// The spec item's key, such as `error:SDK_ERROR_USER_CANCELED` or `field:SDKAuthToken.expiry`.
    public var item: String
    public var language: String
    public var file: String
    public var line: Int

    /// Creates a source.
    public init(item: String, language: String, file: String, line: Int) {
        self.item = item
        self.language = language
        self.file = file
        self.line = line
    }
}

/// A language whose guide documents a different expectation for the same case.
public struct GoldenDispute: Codable, Hashable, Sendable {
    public var language: String
    /// What that language says, in a few words, such as `nullable`.
    public var says: String

    /// Creates a dispute.
    public init(language: String, says: String) {
        self.language = language
        self.says = says
    }
}
