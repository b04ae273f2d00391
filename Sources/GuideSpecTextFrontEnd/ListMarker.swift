/// The marker a scraped list item starts with: the scrape writes bullets as `•` (or keeps
/// Markdown's `*` and `-`) and numbers as `1.`, indented two spaces per nesting level.
struct ListMarker: Hashable, Sendable {
    /// Whether the item is numbered.
    let ordered: Bool
    /// The item's text after the marker.
    let text: String

    /// Parses the marker of a trimmed line, or fails when the line is not a list item.
    init?(_ text: String) {
        if text.first == "•" {
            self.init(ordered: false, rest: text.dropFirst(), needsSpace: false)
        } else if text.hasPrefix("* ") || text.hasPrefix("- ") {
            self.init(ordered: false, rest: text.dropFirst(), needsSpace: true)
        } else {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), text.dropFirst(digits.count).first == "." else { return nil }
            self.init(ordered: true, rest: text.dropFirst(digits.count + 1), needsSpace: false)
        }
    }

    /// A marker followed by whitespace (or nothing, for `•` and `1.`) and the item text.
    private init?(ordered: Bool, rest: Substring, needsSpace: Bool) {
        if let first = rest.first, !first.isWhitespace { return nil }
        if needsSpace, rest.isEmpty { return nil }
        self.ordered = ordered
        self.text = String(rest.drop { $0.isWhitespace })
    }
}
