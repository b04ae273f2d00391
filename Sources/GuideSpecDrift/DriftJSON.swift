import Foundation
import GuideSpecSpecModel

/// The one JSON encoding every drift file and report uses: pretty-printed, sorted keys, unescaped slashes, final newline.
enum DriftJSON {
    /// `value` as deterministic JSON bytes (`SortedJSONEncoder` writes what `JSONEncoder` would, in a fraction of its time).
    static func encode(_ value: some Encodable) throws -> Data {
        var bytes = try SortedJSONEncoder.encode(value)
        bytes.append(0x0A)
        return Data(bytes)
    }
}
