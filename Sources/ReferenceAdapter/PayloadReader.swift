import ConformanceWire

/// Reads typed members of a JSON payload object, one field at a time, throwing the field's first problem.
struct PayloadReader {
    private let members: [String: JSONValue]

    /// A reader over `payload`; anything but an object reads as an object without members.
    init(_ payload: JSONValue) {
        members = payload.objectValue ?? [:]
    }

    /// The member `name`, or nil when it is absent or null.
    private func present(_ name: String) -> JSONValue? {
        guard let value = members[name], value != .null else { return nil }
        return value
    }

    /// The member `name` converted by `convert`, which gives nil for a value of the wrong kind.
    private func required<Value>(_ name: String, _ convert: (JSONValue) -> Value?) throws(PayloadError) -> Value {
        guard let value = present(name) else { throw .missingField(name) }
        guard let converted = convert(value) else { throw .wrongType(name) }
        return converted
    }

    /// A required string.
    func string(_ name: String) throws(PayloadError) -> String {
        try required(name, \.stringValue)
    }

    /// A required number, fractions allowed.
    func float(_ name: String) throws(PayloadError) -> Double {
        try required(name, \.numberValue)
    }

    /// A required number without a fraction.
    func integer(_ name: String) throws(PayloadError) -> Int {
        try required(name, \.integerValue)
    }

    /// A required `true` or `false`.
    func boolean(_ name: String) throws(PayloadError) -> Bool {
        try required(name, \.boolValue)
    }

    /// A required product-type key; keys the guide does not document read as `UNKNOWN`.
    func productType(_ name: String) throws(PayloadError) -> ProductType {
        ProductType(key: try string(name))
    }
}
