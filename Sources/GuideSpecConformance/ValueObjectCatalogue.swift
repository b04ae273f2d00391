public import GuideSpecWire

/// The value-objects area: the classes and structs the guide declares, their fields, and decoding a payload into them.
public protocol ValueObjectCatalogue: GuideImplementation {
    /// The field names of value-object type `type` (as the platform names it), or nil when the type is unknown.
    func fieldNames(ofValueObject type: String) -> [String]?
    /// The type and nullability of one field, or nil when the type or the field is unknown.
    func fieldShape(_ field: String, ofValueObject type: String) -> FieldShape?
    /// Decodes `payload` into value object `type` and encodes it back, or says why it is refused.
    func decodeValueObject(_ type: String, from payload: JSONValue) -> Result<JSONValue, Rejection>
}
