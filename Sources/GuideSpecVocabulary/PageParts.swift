/// Pages that one language of a guide writes as several pages, or under another name, where another language has one
/// page (the project file's `pages.parts`): each whole page's name with the page-name patterns of the pages that hold it.
public struct PageParts: Hashable, Sendable {
    /// One page and the patterns of the pages that hold it in the languages that split or rename it.
    public struct Entry: Hashable, Sendable {
        /// The whole page's name.
        public var page: String
        /// Patterns of the names of its parts.
        public var parts: [CaseGlob]

        /// The page `page`, held by the pages `parts` match.
        public init(page: String, parts: [CaseGlob]) {
            self.page = page
            self.parts = parts
        }
    }

    /// The entries, in the project file's order.
    public var entries: [Entry]

    /// No page written in parts.
    public static let none = PageParts(entries: [])

    /// Creates the table.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The whole page `page` is a part of: the first entry with a pattern that matches it; nil when none does.
    public func whole(of page: String) -> String? {
        entries.first { entry in entry.page != page && entry.parts.contains { $0.matches(page) } }?.page
    }
}
