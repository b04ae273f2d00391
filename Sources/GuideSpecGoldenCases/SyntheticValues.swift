import GuideSpecWire

/// The deterministic payload values decode cases use, one per field type.
enum SyntheticValues {
    /// A valid value: `<field>-value`, 1.5, 1700000000000 for times and 42 for other integers, true, a documented key.
    static func valid(_ field: MergedField) -> JSONValue {
        switch field.type {
        case .string:
            let key = field.enumeration.first { $0 != unrecognisedKey } ?? field.enumeration.first
            return .string(key ?? "\(field.name)-value")
        case .float: return 1.5
        case .integer: return field.name.hasSuffix("Time") ? 1_700_000_000_000 : 42
        case .boolean: return true
        case .array: return []
        case .map, .object: return [:]
        }
    }

    /// The valid value written as a JSON string, which only a string field accepts.
    static func wrongType(_ field: MergedField) -> JSONValue {
        let value = valid(field)
        return .string(value.stringValue ?? value.description)
    }

    /// The key a field's comment documents for values it does not know.
    static let unrecognisedKey = "UNKNOWN"

    /// A value no enumeration documents.
    static func undocumentedKey(_ field: MergedField) -> String {
        var candidate = "BUNDLE"
        while field.enumeration.contains(candidate) { candidate += "_X" }
        return candidate
    }

    /// Every field with its valid value.
    static func complete(_ merged: MergedClass) -> [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: merged.fields.map { ($0.name, valid($0)) })
    }
}
