package import GuideSpecWire

/// Typed access to the members of an operation's input object, throwing `MalformedInput` that names what was expected.
package struct InputFields {
    package let input: JSONValue
    package let context: String

    package init(_ input: JSONValue, operation: Operation) {
        self.init(input, context: operation.name)
    }

    package init(_ input: JSONValue, context: String) {
        self.input = input
        self.context = context
    }

    /// The member `key`, which must be present (it may be null).
    package func value(_ key: String) throws(MalformedInput) -> JSONValue {
        guard let value = input[key] else { throw MalformedInput("\(context): input needs member \"\(key)\"") }
        return value
    }

    /// The string member `key`.
    package func string(_ key: String) throws(MalformedInput) -> String {
        guard let value = try value(key).stringValue else { throw MalformedInput("\(context): \"\(key)\" must be a string") }
        return value
    }

    /// The string member `key`, or nil when it is absent or null.
    package func optionalString(_ key: String) throws(MalformedInput) -> String? {
        guard let member = input[key], member != .null else { return nil }
        guard let value = member.stringValue else { throw MalformedInput("\(context): \"\(key)\" must be a string or null") }
        return value
    }

    /// The integer member `key`.
    package func integer(_ key: String) throws(MalformedInput) -> Int {
        guard let value = try value(key).integerValue else { throw MalformedInput("\(context): \"\(key)\" must be an integer") }
        return value
    }

    /// The boolean member `key`.
    package func bool(_ key: String) throws(MalformedInput) -> Bool {
        guard let value = try value(key).boolValue else { throw MalformedInput("\(context): \"\(key)\" must be true or false") }
        return value
    }

    /// The array member `key`.
    package func array(_ key: String) throws(MalformedInput) -> [JSONValue] {
        guard let value = try value(key).arrayValue else { throw MalformedInput("\(context): \"\(key)\" must be an array") }
        return value
    }
}
