/// A 1-based, inclusive range of lines in a source file.
public struct SourceRange: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The first line of the range.
    public var first: Int
    /// The last line of the range (equal to `first` for a single line).
    public var last: Int

    /// Creates a range; a `last` before `first` is clamped to `first`.
    public init(_ first: Int, _ last: Int) {
        self.first = first
        self.last = max(first, last)
    }

    /// Creates a one-line range.
    public init(line: Int) {
        self.init(line, line)
    }

    public var description: String { first == last ? "@\(first)" : "@\(first)-\(last)" }
}
