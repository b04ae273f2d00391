/// Writes an `Encodable` value as the bytes Foundation's `JSONEncoder` gives with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`, in a fraction of its time: the encoder of SARIF logs (specs, drift reports and baselines are
/// written by `SpecJSONWriter`, without an encoder).
///
/// Values are written once into one growing buffer; a keyed container records where each of its values lies and, when
/// its value is done, rewrites its part of the buffer in key order (keys compared by their UTF-8 bytes, as Foundation
/// does; a key written twice keeps its last value). Strings, integers, booleans, nil, arrays and keyed types are
/// written; a floating-point number is refused with an `EncodingError`, since GuideSpec's formats hold none and
/// Foundation's shortest-digits rendering is not reproduced here.
public enum SortedJSONEncoder {
    /// `value` as pretty-printed JSON with sorted keys, without a final newline.
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let buffer = JSONBuffer()
        try buffer.write(value, depth: 0, path: nil)
        return buffer.bytes
    }
}

/// The output of one encoding (or of one container asked for through `nestedContainer` or `superEncoder`).
final class JSONBuffer {
    var bytes: [UInt8] = []

    /// Writes `value` at the end of the buffer, nested `depth` levels deep, at `path` (for error messages).
    func write<Value: Encodable>(_ value: Value, depth: Int, path: ContainerRecord.Path?) throws {
        if let string = value as? String { return JSONStringLiteral.append(string, to: &bytes) }
        let record = ContainerRecord(start: bytes.count, depth: depth, path: path)
        try value.encode(to: ValueEncoder(buffer: self, record: record))
        try finish(record)
    }

    /// Rewrites a finished container's values, which lie from its start to the end of the buffer, with its brackets,
    /// keys (in order) and separators.
    func finish(_ record: ContainerRecord) throws {
        let open: UInt8
        let close: UInt8
        var parts = record.parts
        switch record.kind {
        case .single:
            return
        case .none, .keyed:
            (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
            parts = Self.keyOrder(parts)
        case .unkeyed:
            (open, close) = (UInt8(ascii: "["), UInt8(ascii: "]"))
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count - record.start + parts.count * (record.depth * 2 + 24) + 8)
        output += [open, 0x0A]
        for (index, part) in parts.enumerated() {
            Self.indent(record.depth * 2 + 2, into: &output)
            if let key = part.key {
                JSONStringLiteral.append(key, to: &output)
                output += [0x20, UInt8(ascii: ":"), 0x20]
            }
            switch part.content {
            case .range(let range):
                output += bytes[range]
            case .nested(let buffer, let nested):
                try buffer.finish(nested)
                output += buffer.bytes
            }
            if index < parts.count - 1 { output.append(UInt8(ascii: ",")) }
            output.append(0x0A)
        }
        if parts.isEmpty { output.append(0x0A) }
        Self.indent(record.depth * 2, into: &output)
        output.append(close)
        bytes.removeSubrange(record.start...)
        bytes += output
    }

    /// Spaces for indentation, appended as slices: appending a repeated element goes through the generic path one byte
    /// at a time, which was a tenth of writing a large drift report in a debug build.
    private static let spaces = [UInt8](repeating: 0x20, count: 256)

    /// Appends `count` spaces to `output`.
    private static func indent(_ count: Int, into output: inout [UInt8]) {
        var left = count
        while left > 0 {
            let take = min(left, spaces.count)
            output.append(contentsOf: spaces[..<take])
            left -= take
        }
    }

    /// The parts in key order (UTF-8 bytes), each key once with its last value. A type's few keys are sorted in place,
    /// a large dictionary's with the library's sort.
    private static func keyOrder(_ parts: [ContainerRecord.Part]) -> [ContainerRecord.Part] {
        func precedes(_ first: ContainerRecord.Part, _ second: ContainerRecord.Part) -> Bool {
            (first.key ?? "").utf8.lexicographicallyPrecedes((second.key ?? "").utf8)
        }
        var ordered = parts
        if ordered.count <= 16 {
            for index in ordered.indices.dropFirst() {
                let part = ordered[index]
                var slot = index
                while slot > 0 && precedes(part, ordered[slot - 1]) {
                    ordered[slot] = ordered[slot - 1]
                    slot -= 1
                }
                ordered[slot] = part
            }
        } else {
            ordered = parts.enumerated().sorted { precedes($0.element, $1.element) || (!precedes($1.element, $0.element) && $0.offset < $1.offset) }
                .map(\.element)
        }
        guard ordered.indices.dropFirst().contains(where: { ordered[$0].key == ordered[$0 - 1].key }) else { return ordered }
        return ordered.indices.filter { $0 == ordered.count - 1 || ordered[$0].key != ordered[$0 + 1].key }.map { ordered[$0] }
    }

    /// Appends `string` as a JSON string literal.
    func appendString(_ string: String) { JSONStringLiteral.append(string, to: &bytes) }

    /// Appends an integer in decimal.
    func appendInteger<Integer: BinaryInteger>(_ value: Integer) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
        } else {
            bytes += value.description.utf8
        }
    }

    /// Appends a literal such as `true` or `null`.
    func appendLiteral(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}

/// What one value's `encode(to:)` asked for, and where its parts lie in its buffer.
final class ContainerRecord {
    enum Kind {
        case none, single, keyed, unkeyed
    }

    /// Where a part's bytes are: in the container's buffer, or in a buffer of their own (a nested container).
    enum Content {
        case range(Range<Int>)
        case nested(JSONBuffer, ContainerRecord)
    }

    /// One value of a container: its key (nil in an array) and its bytes.
    struct Part {
        var key: String?
        var content: Content
    }

    /// The container's place in the value, for error messages: its parent and its key there.
    final class Path {
        let parent: Path?
        let key: any CodingKey

        init(parent: Path?, key: any CodingKey) {
            self.parent = parent
            self.key = key
        }

        var keys: [any CodingKey] { (parent?.keys ?? []) + [key] }
    }

    let start: Int
    /// How deeply the value is nested: its own brackets are indented by twice this.
    let depth: Int
    let path: Path?
    var kind = Kind.none
    var parts: [Part] = []

    init(start: Int, depth: Int, path: Path?) {
        self.start = start
        self.depth = depth
        self.path = path
    }
}

/// The `Encoder` handed to one value: it writes the value's parts into the buffer and records them.
struct ValueEncoder: Encoder {
    let buffer: JSONBuffer
    let record: ContainerRecord
    var codingPath: [any CodingKey] { record.path?.keys ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        record.kind = .keyed
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        record.kind = .unkeyed
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        record.kind = .single
        return SingleValueContainer(encoder: self)
    }

    /// Writes one part through `body` (which appends to the buffer) and records where it lies.
    func part(_ key: (any CodingKey)?, _ body: (JSONBuffer) throws -> Void) rethrows {
        let start = buffer.bytes.count
        try body(buffer)
        record.parts.append(ContainerRecord.Part(key: key?.stringValue, content: .range(start..<buffer.bytes.count)))
    }

    /// Writes a value as one part.
    func value<Value: Encodable>(_ value: Value, key: (any CodingKey)?) throws {
        let path = key.map { ContainerRecord.Path(parent: record.path, key: $0) } ?? record.path
        try part(key) { try $0.write(value, depth: record.depth + 1, path: path) }
    }

    /// An encoder for a part whose container the caller fills later (`nestedContainer`, `superEncoder`): it writes into
    /// a buffer of its own, copied into this one when this container is finished.
    func nestedEncoder(_ key: (any CodingKey)?) -> ValueEncoder {
        let path = key.map { ContainerRecord.Path(parent: record.path, key: $0) } ?? record.path
        let nested = ContainerRecord(start: 0, depth: record.depth + 1, path: path)
        let own = JSONBuffer()
        record.parts.append(ContainerRecord.Part(key: key?.stringValue, content: .nested(own, nested)))
        return ValueEncoder(buffer: own, record: nested)
    }

    /// The error for a floating-point number.
    func refusal(_ value: Any, key: (any CodingKey)?) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath + [key].compactMap { $0 }, debugDescription: "SortedJSONEncoder writes no floating-point numbers"))
    }
}
