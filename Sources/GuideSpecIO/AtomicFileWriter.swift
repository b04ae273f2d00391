public import Foundation

/// Writes one file the user named (a report, a baseline, an expectations file) through `WritePlan`: whole or not at
/// all, only when its bytes change, and every failure a `GuideSpecFailure` with exit 3.
public enum AtomicFileWriter {
    /// What a write did.
    public typealias Outcome = WriteOutcome

    /// Writes `data` to `url` through a synced temporary file renamed into place; leaves an identical file untouched.
    public static func write(_ data: Data, to url: URL) throws(GuideSpecFailure) -> Outcome {
        var plan = WritePlan()
        try plan.write(data, toFile: url.relativePath)
        return try plan.commit()[0].outcome
    }
}
