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

    /// Doubles the memory (or more) until `extra` more bytes fit.
    private mutating func grow(toHold extra: Int) {
        capacity = max(capacity * 2, count + extra)
        guard let memory = realloc(base, capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }
}
