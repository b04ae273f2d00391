public import GuideSpecWire
public import GuideSpecCatalogue

/// Decodes a JSON payload into a value type's fields and encodes it back, as docs/operations.md (`vo.decode`) says: the fields
/// in declaration order, the first problem deciding; members the type does not declare are left out.
public struct ValueDecoder: Sendable {
    public let type: ValueType

    /// Creates a decoder for `type`.
    public init(_ type: ValueType) {
        self.type = type
    }

    /// The value with every declared field, or the first field's problem.
    public func decode(_ payload: JSONValue) throws(PayloadError) -> JSONValue {
        let members = payload.objectValue ?? [:]
        var value: [String: JSONValue] = [:]
        for field in type.fields {
            guard let member = members[field.name], member != .null else {
                guard field.nullable else { throw .missingField(field.name) }
                value[field.name] = .null
                continue
            }
            guard Self.fits(member, field.type) else { throw .wrongType(field.name) }
            value[field.name] = Self.recognised(member, field)
        }
        return .object(value)
    }

    /// Whether a JSON value has the kind a neutral field type wants: a string, a number, a number without a fraction,
    /// `true` or `false`, an array, or an object for `map` and `object`.
    static func fits(_ value: JSONValue, _ type: FieldType) -> Bool {
        switch type {
        case .string: value.stringValue != nil
        case .float: value.numberValue != nil
        case .integer: value.integerValue != nil
        case .boolean: value.boolValue != nil
        case .array: value.arrayValue != nil
        case .map, .object: value.objectValue != nil
        }
    }

    /// A string of an enumerated field that the comment does not list, read as the fallback key (`UNKNOWN`) the comment
    /// documents; keys are compared exactly, case included.
    static func recognised(_ value: JSONValue, _ field: ValueType.Field) -> JSONValue {
        guard let fallback = field.fallbackKey, let text = value.stringValue, !field.keys.contains(text) else { return value }
        return .string(fallback)
    }
}
