/// The last bytes an adapter wrote on stderr, bounded so that a flood cannot exhaust memory.
struct StderrTail {
    /// How many bytes are kept per capture.
    static let capacity = 8192

    private var bytes: [UInt8] = []
    private var dropped = 0

    /// Adds bytes, forgetting the oldest beyond the capacity.
    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: chunk)
        if bytes.count > 2 * Self.capacity { trim() }
    }

    /// The capture so far, or nil when nothing was written, and starts a new capture.
    mutating func take() -> CapturedStderr? {
        trim()
        defer { (bytes, dropped) = ([], 0) }
        guard !bytes.isEmpty else { return nil }
        return CapturedStderr(text: String(decoding: bytes, as: UTF8.self), droppedBytes: dropped)
    }

    private mutating func trim() {
        let excess = bytes.count - Self.capacity
        guard excess > 0 else { return }
        bytes.removeFirst(excess)
        dropped += excess
    }
}

/// What an adapter wrote on stderr while one case was in flight: the last bytes, and how many earlier bytes were dropped.
public struct CapturedStderr: Codable, Hashable, Sendable {
    /// The kept text (invalid UTF-8 replaced).
    public var text: String
    /// How many bytes before `text` were not kept.
    public var droppedBytes: Int

    /// Creates a capture.
    public init(text: String, droppedBytes: Int) {
        self.text = text
        self.droppedBytes = droppedBytes
    }
}
