/// Standard output and standard error as GuideSpec writes them: a report that cannot be written to standard output
/// (a full disk, `> /dev/full`, a reader that went away, a closed descriptor) is exit 3, never a silent success.
public enum StandardStreams {
    /// Prepares the process's streams; call once, first thing. A write to a closed pipe then fails with an error
    /// instead of killing the process, and a closed standard stream is marked closed and kept from being reused.
    public static func prepare() {
        _ = SystemCalls.brokenPipesIgnored
        for descriptor in Int32(0)...2 where !SystemCalls.isOpen(descriptor) {
            closed.insert(descriptor)
            SystemCalls.fillWithNull()
        }
    }

    /// Writes `text` to standard output, all of it, or stops the run with exit 3 (`standard output: …`).
    public static func output(_ text: String) throws(GuideSpecFailure) {
        guard !closed.contains(1) else { throw .infrastructure("standard output", "cannot be written: closed") }
        if let error = Array(text.utf8).withUnsafeBytes({ SystemCalls.writeAll(1, $0) }) {
            throw .infrastructure("standard output", "cannot be written: \(error.problem)")
        }
    }

    /// Writes `text` to standard error; a failure there is ignored, as there is nowhere left to report it.
    public static func error(_ text: String) {
        guard !closed.contains(2) else { return }
        _ = Array(text.utf8).withUnsafeBytes { SystemCalls.writeAll(2, $0) }
    }

    /// Whether standard error is a terminal, where a progress line may be redrawn in place.
    public static var errorIsATerminal: Bool { SystemCalls.isTerminal(2) }

    /// The standard descriptors that were closed when the process started; set once by `prepare`.
    nonisolated(unsafe) private static var closed: Set<Int32> = []
}
