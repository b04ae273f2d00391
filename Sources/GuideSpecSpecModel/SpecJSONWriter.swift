package import Foundation

/// Writes spec values straight into one growing byte buffer as the bytes Foundation's `JSONEncoder` gives with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`: no encoder, containers, boxing or key sorting at run time.
///
/// Each spec type writes its own members (`SpecJSONWritable`) in key order, UTF-8 byte order as Foundation sorts them, and
/// leaves out nil optionals as a synthesized `Encodable` conformance does; debug builds check the order as it is written,
/// and the tests hold the bytes to `JSONEncoder`'s on specs that, together, set every stored property of every spec type.
package struct SpecJSONWriter: ~Copyable {
    /// The JSON written so far.
    private var bytes: JSONOutputBuffer
    /// How deeply the container being written is nested.
    private var depth = 0
    /// Whether the container being written has no member yet.
    private var isEmpty = true
    /// The last key written in the object being written, to check the key order in debug builds.
    private var previousKey: StaticString?

    /// Creates a writer whose buffer starts with room for `capacity` bytes.
    package init(capacity: Int) {
        bytes = JSONOutputBuffer(capacity: capacity)
    }

    /// The JSON written, followed by a newline.
    package consuming func dataEndingWithNewline() -> Data {
        bytes.append(0x0A)
        return bytes.data()
    }

    /// Writes an object whose members `body` writes, in key order, with `member`.
    package mutating func object(_ body: (inout SpecJSONWriter) -> Void) {
        let (outerEmpty, outerKey) = (isEmpty, previousKey)
        open(UInt8(ascii: "{"))
        previousKey = nil
        body(&self)
        close(UInt8(ascii: "}"))
        (isEmpty, previousKey) = (outerEmpty, outerKey)
    }

    /// Writes the member `key` of the current object.
    package mutating func member<Value: SpecJSONWritable>(_ key: StaticString, _ value: Value) {
        assert(previousKey.map { Self.precedes($0, key) } ?? true, "\(key) written after \(previousKey!)")
        previousKey = key
        startElement(key: key)
        value.writeJSON(to: &self)
    }

    /// Writes the member `key` when `value` is not nil, as `encodeIfPresent` does.
    package mutating func member<Value: SpecJSONWritable>(_ key: StaticString, ifPresent value: Value?) {
        if let value { member(key, value) }
    }

    /// Writes an array of `elements`.
    package mutating func array<Element: SpecJSONWritable>(_ elements: [Element]) {
        let outerEmpty = isEmpty
        open(UInt8(ascii: "["))
        // Through the buffer, each element is written where it lies instead of being copied out first (a retain per
        // string, a copy of every field of a struct).
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                startElement()
                elements[index].writeJSON(to: &self)
            }
        }
        close(UInt8(ascii: "]"))
        isEmpty = outerEmpty
    }

    /// Writes an object with run-time keys, such as a `[String: String]`, its keys sorted by their UTF-8 bytes.
    package mutating func object<Value: SpecJSONWritable>(sortingKeysOf dictionary: [String: Value]) {
        let outerEmpty = isEmpty
        open(UInt8(ascii: "{"))
        for (key, value) in dictionary.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            startElement()
            JSONStringLiteral.append(key, to: &bytes)
            bytes.append(" : ")
            value.writeJSON(to: &self)
        }
        close(UInt8(ascii: "}"))
        isEmpty = outerEmpty
    }

    /// Writes a string literal.
    package mutating func string(_ value: String) {
        JSONStringLiteral.append(value, to: &bytes)
    }

    /// Writes an integer in decimal.
    package mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var length = 1
        var rest = magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        bytes.append(length: length) { digits in
            for index in (0..<length).reversed() {
                digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
        }
    }

    /// Writes `true` or `false`.
    package mutating func boolean(_ value: Bool) {
        bytes.append(value ? "true" : "false")
    }

    /// Opens a container one level deeper.
    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        isEmpty = true
    }

    /// Closes the current container on a line of its own: an empty one still gets its blank line, as Foundation writes it.
    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        startLine(after: isEmpty ? 0x0A : nil)
        bytes.append(bracket)
    }

    /// Starts a member or an element: the comma after the one before, then its line with `key` when it has one.
    private mutating func startElement(key: StaticString? = nil) {
        startLine(after: isEmpty ? nil : UInt8(ascii: ","), key: key)
        isEmpty = false
    }

    /// Writes `prefix` (a comma or a blank line), a line break, the current depth's indentation (two spaces a level) and
    /// `key` quoted with its colon: most of pretty-printed JSON is these pieces.
    private mutating func startLine(after prefix: UInt8?, key: StaticString? = nil) {
        bytes.appendLineStart(after: prefix, indentation: depth * 2, key: key)
    }

    /// Whether `first` comes before `second` in UTF-8 byte order.
    private static func precedes(_ first: StaticString, _ second: StaticString) -> Bool {
        UnsafeBufferPointer(start: first.utf8Start, count: first.utf8CodeUnitCount)
            .lexicographicallyPrecedes(UnsafeBufferPointer(start: second.utf8Start, count: second.utf8CodeUnitCount))
    }
}
