/// A tag or attribute name; only a literal in GuideSpec's code can make one, so no outside text ever becomes markup.
struct HTMLName: ExpressibleByStringLiteral, Hashable, Sendable {
    let text: String

    /// Creates a name from a literal such as `"details"` or `"aria-label"`.
    init(stringLiteral value: StaticString) {
        text = value.description
    }
}
