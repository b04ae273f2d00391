/// The field types of docs/operations.md (`string`, `float`, `integer`, `boolean`, `array`, `object`), from a spec's
/// neutral types.
enum GuideType {
    /// The `vo.field` type of a neutral type such as `string`, `integer`, `array<string>` or `PurchasableReceipt`.
    static func of(neutral: String) -> String {
        switch neutral {
        case "string", "float", "integer", "boolean": neutral
        default: neutral.hasPrefix("array<") ? "array" : "object"
        }
    }
}
