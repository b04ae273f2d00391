/// A literal value the guide documents (`CONSUMABLE`, `GG`, `Promotion`, `de`), where it stands and what it belongs to,
/// so that drift can tell a value spelled two ways or translated where code must keep it.
public struct LiteralValue: Codable, Hashable, Sendable {
    /// Where the value was written.
    public enum Origin: String, Codable, Hashable, Sendable {
        /// In code: an enum member, a constant's value, a string a sample assigns, a JSON example's value.
        case code
        /// In a code comment that enumerates values.
        case comment
        /// In a table cell.
        case table
        /// In prose, such as a list item `GG: Google Play`.
        case prose
    }

    /// What the value belongs to.
    public enum ContextKind: String, Codable, Hashable, Sendable {
        /// A field whose comment enumerates it (`AuthToken.tokenType`).
        case field
        /// An enum declaring it as a member.
        case `enum`
        /// A constant whose value it is (`DisplayLanguageCode.German`).
        case constant
        /// A variable a sample assigns it to (`STORE_CODE`).
        case variable
        /// A member of a JSON example (`productType`).
        case jsonMember = "json-member"
        /// A table column, named by its header cell.
        case tableColumn = "table-column"
        /// A list, named by the text that introduces it or by its section.
        case list
    }

    /// The value itself, without quotes.
    public var value: String
    public var origin: Origin
    public var contextKind: ContextKind
    /// The name of what it belongs to as written (`FSdkAuthToken.TokenType`, `STORE_CODE`, `Store Code`).
    public var context: String
    /// The context by neutral names (`AuthToken.tokenType`) for a field, enum or constant; nil otherwise.
    public var neutralContext: String?
    /// What the guide says the value means, when it says so next to it.
    public var meaning: String?
    public var location: SpecLocation

    /// Creates a literal value.
    public init(
        value: String, origin: Origin, contextKind: ContextKind, context: String, neutralContext: String? = nil, meaning: String? = nil,
        location: SpecLocation
    ) {
        self.value = value
        self.origin = origin
        self.contextKind = contextKind
        self.context = context
        self.neutralContext = neutralContext
        self.meaning = meaning
        self.location = location
    }
}

extension LiteralValue.Origin: SpecJSONWritable {}

extension LiteralValue.ContextKind: SpecJSONWritable {}

extension LiteralValue: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("context", context)
            json.member("contextKind", contextKind)
            json.member("location", location)
            json.member("meaning", ifPresent: meaning)
            json.member("neutralContext", ifPresent: neutralContext)
            json.member("origin", origin)
            json.member("value", value)
        }
    }
}
