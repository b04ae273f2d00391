/// Keeps the stack of open headings while a front end walks a page, to give each block its section path.
public struct SectionTracker: Sendable {
    private var levels: [Int] = []

    /// The heading texts the next block sits under (kept as one array, so every block under a heading shares it).
    public private(set) var path: [String] = []

    /// Creates a tracker at the top of a page.
    public init() {}

    /// Records a heading: it closes every open heading of the same or a deeper level.
    /// Returns the heading's own path (its parents and itself).
    public mutating func enter(_ heading: Heading) -> [String] {
        while let last = levels.last, last >= heading.level {
            levels.removeLast()
            path.removeLast()
        }
        levels.append(heading.level)
        path.append(heading.text)
        return path
    }
}
