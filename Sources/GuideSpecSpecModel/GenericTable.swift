/// A table no specific extractor claimed (parameter tables and the like), kept cell by cell.
public struct GenericTable: Codable, Hashable, Sendable {
    /// The header cells.
    public var header: [String]
    /// The body rows, each cell's lines joined by a newline.
    public var rows: [[String]]
    /// True when the table came from scraped text and its columns are guesses.
    public var flattened: Bool
    public var location: SpecLocation
    /// What the table was also read as, when its rows are API items (`type Select.Option`, `parameters of CreateRoom`,
    /// `methods`); absent for a table read as nothing else. Drift compares those items, not these rows.
    public var readAs: String?

    /// Creates a table.
    public init(header: [String], rows: [[String]], flattened: Bool, location: SpecLocation, readAs: String? = nil) {
        self.header = header
        self.rows = rows
        self.flattened = flattened
        self.location = location
        self.readAs = readAs
    }
}

extension GenericTable: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("flattened", flattened)
            json.member("header", header)
            json.member("location", location)
            json.member("readAs", ifPresent: readAs)
            json.member("rows", rows)
        }
    }
}
