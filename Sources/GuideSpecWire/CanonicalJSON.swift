public import Foundation

/// The one JSON writing every GuideSpec wire format uses: one line, sorted keys, unescaped slashes.
public enum CanonicalJSON {
    /// `value` as one line of JSON without a newline; the same value always gives the same bytes.
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// `value` as one line of JSON text.
    public static func string<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }
}
