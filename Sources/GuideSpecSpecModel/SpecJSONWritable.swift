/// A value `SpecJSONWriter` can write: every spec type, and the strings, integers, booleans, arrays and string-keyed
/// dictionaries they hold.
package protocol SpecJSONWritable {
    /// Writes the value as `JSONEncoder` would encode it.
    func writeJSON(to json: inout SpecJSONWriter)
}

extension SpecJSONWritable where Self: RawRepresentable, RawValue == String {
    /// A string-backed enum is written as its raw value, as its synthesized `Encodable` conformance does.
    package func writeJSON(to json: inout SpecJSONWriter) { json.string(rawValue) }
}

extension String: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) { json.string(self) }
}

extension Int: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) { json.integer(self) }
}

extension Bool: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) { json.boolean(self) }
}

extension Array: SpecJSONWritable where Element: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) { json.array(self) }
}

extension Dictionary: SpecJSONWritable where Key == String, Value: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) { json.object(sortingKeysOf: self) }
}
