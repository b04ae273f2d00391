import CJansson
public import Foundation
public import GuideSpecWire

extension JSONValue {
    /// Parses one JSON text (RFC 8259, strictly) with Jansson; nil when it is not JSON.
    ///
    /// Every number is read as a double, and one outside the double range is refused; a member named twice keeps its last
    /// value; `\u0000` is allowed in strings but not in member names, which Jansson cannot hold. Jansson nests at most 2,048
    /// levels deep; callers that need a lower bound check it first (`RecordOutline`). The adapter protocol reads every record
    /// through here: Foundation's `JSONDecoder` took two thirds of each side's time per case.
    public init?(parsing text: Data) {
        let parsed = text.withUnsafeBytes { bytes -> UnsafeMutablePointer<json_t>? in
            guard let base = bytes.baseAddress else { return nil }
            var error = json_error_t()
            return json_loadb(base.assumingMemoryBound(to: CChar.self), bytes.count, Self.loadFlags, &error)
        }
        guard let parsed else { return nil }
        defer { json_decref(parsed) }
        self.init(parsed)
    }

    /// Numbers as doubles (no integer overflow), and `\u0000` inside strings.
    private static let loadFlags = Int(JSON_DECODE_INT_AS_REAL | JSON_ALLOW_NUL)

    /// The value of a Jansson tree, copied.
    private init(_ node: UnsafeMutablePointer<json_t>) {
        switch node.pointee.type {
        case JSON_OBJECT:
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(json_object_size(node))
            var iterator = json_object_iter(node)
            while let current = iterator {
                let key = String(
                    decoding: UnsafeRawBufferPointer(start: json_object_iter_key(current), count: json_object_iter_key_len(current)), as: UTF8.self)
                members[key] = JSONValue(json_object_iter_value(current))
                iterator = json_object_iter_next(node, current)
            }
            self = .object(members)
        case JSON_ARRAY:
            self = .array((0..<json_array_size(node)).map { JSONValue(json_array_get(node, $0)) })
        case JSON_STRING:
            self = .string(String(decoding: UnsafeRawBufferPointer(start: json_string_value(node), count: json_string_length(node)), as: UTF8.self))
        case JSON_REAL: self = .number(json_real_value(node))
        case JSON_INTEGER: self = .number(Double(json_integer_value(node)))
        case JSON_TRUE: self = .bool(true)
        case JSON_FALSE: self = .bool(false)
        default: self = .null
        }
    }
}
