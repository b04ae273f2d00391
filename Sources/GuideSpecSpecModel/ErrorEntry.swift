/// One documented error: its constant name (when the table gives one), its code (when the table gives one) and what it
/// means; an error has a name or a code, or both.
public struct ErrorEntry: Codable, Hashable, Sendable {
    /// The constant, such as `SDK_ERROR_USER_CANCELED`; nil for code-only tables (server errors).
    public var name: String?
    /// The integer code; for a range, its first code. Nil for an error its table names by its constant alone, without a
    /// code (then `name` is set).
    public var code: Int?
    /// The last code of a range written like `-4090001 ~ 4`; nil for a single code.
    public var codeRangeEnd: Int?
    /// The description in the page's language, lines joined by a newline.
    public var description: String
    /// The category column of the error-code page's big table (blank cells inherit from the row above).
    public var category: String?
    /// The platforms the row lists, in table order.
    public var platforms: [String]?
    /// The constant each platform uses, when the row names per-platform constants.
    public var platformNames: [String: String]?
    /// Where the row stands.
    public var location: SpecLocation

    /// The largest magnitude of a code: golden cases carry codes as JSON numbers, exact only up to 2^53 − 1.
    public static let largestCode = (1 << 53) - 1

    /// Creates an error entry.
    public init(
        name: String?, code: Int?, codeRangeEnd: Int? = nil, description: String, category: String? = nil,
        platforms: [String]? = nil, platformNames: [String: String]? = nil, location: SpecLocation
    ) {
        self.name = name
        self.code = code
        self.codeRangeEnd = codeRangeEnd
        self.description = description
        self.category = category
        self.platforms = platforms
        self.platformNames = platformNames
        self.location = location
    }
}

extension ErrorEntry: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("category", ifPresent: category)
            json.member("code", ifPresent: code)
            json.member("codeRangeEnd", ifPresent: codeRangeEnd)
            json.member("description", description)
            json.member("location", location)
            json.member("name", ifPresent: name)
            json.member("platformNames", ifPresent: platformNames)
            json.member("platforms", ifPresent: platforms)
        }
    }
}
