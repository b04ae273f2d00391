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
        Self.copy(bytes.count, from: source, to: base + count)
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

    /// Appends `prefix` (a comma or a line break) when there is one, a line break, `width` spaces and `key` quoted and
    /// followed by ` : ` when there is one: how each line of pretty-printed JSON starts, room for all of it made at once.
    /// The spaces go eight at a time, the last ones maybe past the end, where the next bytes overwrite them.
    mutating func appendLineStart(after prefix: UInt8?, indentation width: Int, key: StaticString?) {
        let keyLength = key?.utf8CodeUnitCount ?? 0
        if count + width + keyLength + 23 > capacity { grow(toHold: width + keyLength + 23) }
        var next = base + count
        if let prefix {
            next.pointee = prefix
            next += 1
        }
        next.pointee = 0x0A
        next += 1
        // Sixteen spaces cover the seven levels the corpus specs nest to; deeper ones take a word more each turn.
        let spaces: UInt64 = 0x2020_2020_2020_2020
        UnsafeMutableRawPointer(next).storeBytes(of: spaces, as: UInt64.self)
        UnsafeMutableRawPointer(next).storeBytes(of: spaces, toByteOffset: 8, as: UInt64.self)
        var written = 16
        while written < width {
            UnsafeMutableRawPointer(next).storeBytes(of: spaces, toByteOffset: written, as: UInt64.self)
            written += 8
        }
        next += width
        if let key {
            next.pointee = UInt8(ascii: "\"")
            Self.copy(keyLength, from: key.utf8Start, to: next + 1)
            next += 1 + keyLength
            next[0] = UInt8(ascii: "\"")
            next[1] = 0x20
            next[2] = UInt8(ascii: ":")
            next[3] = 0x20
            next += 4
        }
        count = next - base
    }

    /// Copies `length` bytes to memory that does not overlap them: a short run (a key, most strings) as a few words,
    /// the first and last ones overlapping, instead of a call to `memmove`.
    private static func copy(_ length: Int, from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) {
        let (from, to) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(destination))
        switch length {
        case 8...32:
            var offset = 0
            while offset < length - 8 {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
        case 4..<8:
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4, as: UInt32.self)
        case 1..<4:
            for offset in 0..<length { destination[offset] = source[offset] }
        case 0:
            break
        default:
            destination.update(from: source, count: length)
        }
    }

    /// Doubles the memory (or more) until `extra` more bytes fit.
    private mutating func grow(toHold extra: Int) {
        capacity = max(capacity * 2, count + extra)
        guard let memory = realloc(base, capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }
}
