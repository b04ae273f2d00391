/// The field types of docs/operations.md (`string`, `float`, `integer`, `boolean`, `array`, `map`, `object`), from a spec's
/// neutral types.
enum GuideType {
    /// The `vo.field` type of a neutral type such as `string`, `integer`, `array<string>`, `map<string, object>` or `PurchasableReceipt`.
    static func of(neutral: String) -> String {
        switch neutral {
        case "string", "float", "integer", "boolean": neutral
        default:
            if neutral.hasPrefix("array<") { "array" } else if neutral.hasPrefix("map<") { "map" } else { "object" }
        }
    }
}
