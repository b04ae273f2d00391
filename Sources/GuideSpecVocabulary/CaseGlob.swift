/// A pattern on case ids and page names: `*` matches any run of characters (slashes included), `?` any one character.
public struct CaseGlob: Hashable, Sendable {
    public let pattern: String
    private let characters: [Character]

    /// Creates a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        characters = Array(pattern)
    }

    /// Whether the whole of `id` matches.
    public func matches(_ id: String) -> Bool {
        let text = Array(id)
        var (p, t) = (0, 0)
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < characters.count && (characters[p] == "?" || characters[p] == text[t]) {
                p += 1
                t += 1
            } else if p < characters.count && characters[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < characters.count && characters[p] == "*" { p += 1 }
        return p == characters.count
    }
}
