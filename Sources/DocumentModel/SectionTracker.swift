/// Keeps the stack of open headings while a front end walks a page, to give each block its section path.
public struct SectionTracker: Sendable {
    private var open: [(level: Int, text: String)] = []

    /// Creates a tracker at the top of a page.
    public init() {}

    /// The heading texts the next block sits under.
    public var path: [String] { open.map(\.text) }

    /// Records a heading: it closes every open heading of the same or a deeper level.
    /// Returns the heading's own path (its parents and itself).
    public mutating func enter(_ heading: Heading) -> [String] {
        while let last = open.last, last.level >= heading.level { open.removeLast() }
        open.append((heading.level, heading.text))
        return path
    }
}
