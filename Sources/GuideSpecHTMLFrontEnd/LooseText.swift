/// Whether loose inline content in a container is read as a paragraph.
enum LooseText: Equatable {
    case paragraph
    case skipped

    /// Paragraphs in containers whose content is flow text by nature (`li`, `dd`, `summary`, cells, …);
    /// skipped in page-level and generic containers (`body`, `article`, `section`, `div`, …).
    init(container name: String) {
        self = Self.textContainers.contains(name) ? .paragraph : .skipped
    }

    private static let textContainers: Set<String> = [
        "li", "dd", "dt", "summary", "figcaption", "caption", "legend", "td", "th",
    ]
}
