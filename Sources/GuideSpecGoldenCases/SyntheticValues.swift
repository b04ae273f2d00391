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

    /// A value of each other JSON kind than the one `field` takes, named by that kind: `string` (the valid value written as a
    /// string, which only a string field accepts), `number`, `boolean`, `array` and `object`; for an integer field the number
    /// is `fraction`, 42.5, since a number without one is what it takes. A map and an object field both take an object.
    static func wrongKinds(_ field: MergedField) -> [(kind: String, value: JSONValue)] {
        var kinds: [(kind: String, value: JSONValue)] = []
        if field.type != .string { kinds.append(("string", wrongType(field))) }
        if field.type == .integer {
            kinds.append(("fraction", 42.5))
        } else if field.type != .float {
            kinds.append(("number", 42))
        }
        if field.type != .boolean { kinds.append(("boolean", true)) }
        if field.type != .array { kinds.append(("array", [])) }
        if field.type != .map && field.type != .object { kinds.append(("object", [:])) }
        return kinds
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
