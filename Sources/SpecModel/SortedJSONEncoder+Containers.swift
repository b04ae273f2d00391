/// The three containers of `SortedJSONEncoder`: each writes its values through its value's encoder.
struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { encoder.part(key) { $0.appendLiteral("null") } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.part(key) { $0.appendLiteral(value ? "true" : "false") } }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.part(key) { $0.appendString(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { throw encoder.refusal(value, key: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { throw encoder.refusal(value, key: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.part(key) { $0.appendInteger(value) } }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try encoder.value(value, key: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.nestedEncoder(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.nestedEncoder(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.nestedEncoder(SuperKey()) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.nestedEncoder(key) }
}

struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.record.parts.count }

    mutating func encodeNil() throws { encoder.part(nil) { $0.appendLiteral("null") } }
    mutating func encode(_ value: Bool) throws { encoder.part(nil) { $0.appendLiteral(value ? "true" : "false") } }
    mutating func encode(_ value: String) throws { encoder.part(nil) { $0.appendString(value) } }
    mutating func encode(_ value: Double) throws { throw encoder.refusal(value, key: nil) }
    mutating func encode(_ value: Float) throws { throw encoder.refusal(value, key: nil) }
    mutating func encode(_ value: Int) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: Int8) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: Int16) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: Int32) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: Int64) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt8) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt16) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt32) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode(_ value: UInt64) throws { encoder.part(nil) { $0.appendInteger(value) } }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.value(value, key: nil) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder.nestedEncoder(nil).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder.nestedEncoder(nil).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { encoder.nestedEncoder(nil) }
}

struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.buffer.appendLiteral("null") }
    mutating func encode(_ value: Bool) throws { encoder.buffer.appendLiteral(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { encoder.buffer.appendString(value) }
    mutating func encode(_ value: Double) throws { throw encoder.refusal(value, key: nil) }
    mutating func encode(_ value: Float) throws { throw encoder.refusal(value, key: nil) }
    mutating func encode(_ value: Int) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: Int8) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: Int16) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: Int32) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: Int64) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: UInt) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: UInt8) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: UInt16) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: UInt32) throws { encoder.buffer.appendInteger(value) }
    mutating func encode(_ value: UInt64) throws { encoder.buffer.appendInteger(value) }
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try encoder.buffer.write(value, depth: encoder.record.depth, path: encoder.record.path)
    }
}

/// The key `superEncoder()` writes under, as Foundation names it.
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
