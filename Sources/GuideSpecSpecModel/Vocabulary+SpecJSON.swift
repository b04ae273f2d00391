// The vocabulary's words as specs write them: each its text, as its `Encodable` conformance gives it.

extension Platform: SpecJSONWritable {
    package func writeJSON(to json: inout SpecJSONWriter) { json.string(id) }
}

extension Severity: SpecJSONWritable {}

extension SourceFormat: SpecJSONWritable {}

extension CodeLanguage: SpecJSONWritable {}
