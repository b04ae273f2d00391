internal import Foundation

/// The bytes of one JSON document in memory of their own, grown as needed and handed to `Data` without a copy: the spec
/// writer's output, cheaper per append than an array (no uniqueness check, no generic copy) for the many short pieces
/// pretty-printed JSON is made of.
struct JSONOutputBuffer: ~Copyable, JSONByteSink {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        guard let memory = malloc(self.capacity) else { fatalError("out of memory for \(self.capacity) bytes of JSON") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(base) }

    /// The bytes written, as `Data` that now owns their memory.
    consuming func data() -> Data {
        let data = Data(bytesNoCopy: base, count: count, deallocator: .free)
        discard self
        return data
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the bytes of `literal`.
    mutating func append(_ literal: StaticString) {
        appendBytes(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `length` bytes that `fill` writes, given where they start.
    mutating func append(length: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Void) {
        if count + length > capacity { grow(toHold: length) }
        fill(base + count)
        count += length
    }

    /// Appends `prefix` (a comma or a line break) when there is one, a line break and `width` spaces: how each line of
    /// pretty-printed JSON starts. The spaces go eight at a time, the last eight maybe past the end, where the next bytes
    /// will overwrite them.
    mutating func appendLineStart(after prefix: UInt8?, indentation width: Int) {
        if count + width + 10 > capacity { grow(toHold: width + 10) }
        var next = base + count
        if let prefix {
            next.pointee = prefix
            next += 1
        }
        next.pointee = 0x0A
        next += 1
        var written = 0
        while written < width {
            UnsafeMutableRawPointer(next + written).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            written += 8
        }
        count = next + width - base
    }

    /// Appends `key` quoted and followed by ` : `, as a member of pretty-printed JSON starts after its indentation.
    mutating func appendKey(_ key: StaticString) {
        let length = key.utf8CodeUnitCount
        if count + length + 5 > capacity { grow(toHold: length + 5) }
        let next = base + count
        next.pointee = UInt8(ascii: "\"")
        (next + 1).update(from: key.utf8Start, count: length)
        let end = next + 1 + length
        end[0] = UInt8(ascii: "\"")
        end[1] = 0x20
        end[2] = UInt8(ascii: ":")
        end[3] = 0x20
        count += length + 5
    }

    /// Doubles the memory (or more) until `extra` more bytes fit.
    private mutating func grow(toHold extra: Int) {
        capacity = max(capacity * 2, count + extra)
        guard let memory = realloc(base, capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }
}
