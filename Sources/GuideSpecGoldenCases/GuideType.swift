import GuideSpecWire

/// The field types of docs/operations.md (`string`, `float`, `integer`, `boolean`, `array`, `map`, `object`), from a spec's
/// neutral types.
enum GuideType {
    /// The `vo.field` type of a neutral type such as `string`, `integer`, `array<string>`, `map<string, object>` or `PurchasableReceipt`.
    static func of(neutral: String) -> FieldType {
        if let scalar = FieldType(rawValue: neutral), [.string, .float, .integer, .boolean].contains(scalar) { return scalar }
        if neutral.hasPrefix("array<") { return .array }
        return neutral.hasPrefix("map<") ? .map : .object
    }
}
