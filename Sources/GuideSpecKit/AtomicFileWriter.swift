public import Foundation

/// Writes output files whole or not at all, and only when their bytes change.
public enum AtomicFileWriter {
    /// What a write did.
    public enum Outcome: String, Sendable {
        case created, updated, unchanged
    }

    /// Writes `data` to `url` through a temporary file renamed into place; leaves an identical file untouched.
    public static func write(_ data: Data, to url: URL) throws -> Outcome {
        let existing = try? Data(contentsOf: url)
        if existing == data { return .unchanged }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return existing == nil ? .created : .updated
    }
}
