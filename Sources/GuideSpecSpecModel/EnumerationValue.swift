/// One value a comment enumerates, such as `CONSUMABLE` in `// * CONSUMABLE : A consumable product.`, with its explanation.
public struct EnumerationValue: Codable, Hashable, Sendable {
    /// The value as written (`CONSUMABLE`, `Promotion`, `null`, or a translated word such as `테스트`).
    public var key: String
    /// What the comment says it means.
    public var meaning: String
    /// The source line of the comment line.
    public var line: Int

    /// Creates an enumeration value.
    public init(key: String, meaning: String, line: Int) {
        self.key = key
        self.meaning = meaning
        self.line = line
    }
}

extension EnumerationValue: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("key", key)
            json.member("line", line)
            json.member("meaning", meaning)
        }
    }
}
