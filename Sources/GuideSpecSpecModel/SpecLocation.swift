/// Where an extracted item stands in the guide: file, line range, section path and language.
public struct SpecLocation: Codable, Hashable, Sendable {
    /// The guide file, as it was named on the command line.
    public var file: String
    /// The first line of the item (1-based).
    public var line: Int
    /// The last line of the item.
    public var endLine: Int
    /// The headings the item sits under, outermost first.
    public var section: [String]
    /// The page's language code, such as `zh` or `en`.
    public var language: String

    /// Creates a location.
    public init(file: String, line: Int, endLine: Int? = nil, section: [String], language: String) {
        self.file = file
        self.line = line
        self.endLine = endLine ?? line
        self.section = section
        self.language = language
    }
}

extension SpecLocation: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("endLine", endLine)
            json.member("file", file)
            json.member("language", language)
            json.member("line", line)
            json.member("section", section)
        }
    }
}
