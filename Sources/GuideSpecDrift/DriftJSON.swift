import Foundation

/// The one JSON encoding every drift file and report uses: pretty-printed, sorted keys, unescaped slashes, final newline.
enum DriftJSON {
    /// `value` as deterministic JSON bytes.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }
}
