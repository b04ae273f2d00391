import Foundation
import GuideSpecSpecModel

/// The JSON encoding of the SARIF log: pretty-printed, sorted keys, unescaped slashes, final newline, the bytes the report
/// and the baseline get from `SpecJSONWriter`.
enum DriftJSON {
    /// `value` as deterministic JSON bytes (`SortedJSONEncoder` writes what `JSONEncoder` would, in a fraction of its time).
    static func encode(_ value: some Encodable) throws -> Data {
        var bytes = try SortedJSONEncoder.encode(value)
        bytes.append(0x0A)
        return Data(bytes)
    }
}
