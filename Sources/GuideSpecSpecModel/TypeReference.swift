/// A type as the guide writes it and the language-neutral type it reads as (`NSString *`, `String`, `string` and
/// `FString` all read `string`); docs/spec-format.md has the mapping tables.
public struct TypeReference: Codable, Hashable, Sendable {
    /// The type as written, with spacing normalised (`NSString *`, `const FString&`, `List<PurchasableReceipt>`); empty
    /// when the declaration names no type.
    public var written: String
    /// The neutral type: `string`, `integer`, `float`, `boolean`, `void`, `number`, `object`, `array<…>`, `map<…,…>`,
    /// `callback(…)`, a type's neutral name such as `PurchasableReceipt`, or `unknown` when no type is written.
    public var neutral: String

    /// Creates a type reference.
    public init(written: String, neutral: String) {
        self.written = written
        self.neutral = neutral
    }
}

extension TypeReference: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) {
        json.object { json in
            json.member("neutral", neutral)
            json.member("written", written)
        }
    }
}
