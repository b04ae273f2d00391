/// What an element means to the block builder, by tag name.
enum ElementRole: Equatable {
    case heading(level: Int)
    case paragraph
    case list(ordered: Bool)
    case code
    case table
    case quote
    /// A thematic break or other block that holds no text.
    case separator
    /// A block container whose children are read as blocks (`div`, `section`, …).
    case container
    /// Phrasing content (`a`, `strong`, `code`, `span`, unknown tags, …) that belongs to a paragraph.
    case inline

    /// The role of an element named `name` (lowercase, as libxml2 gives HTML tag names).
    init(name: String) {
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6": self = .heading(level: Int(String(name.dropFirst())) ?? 1)
        case "p": self = .paragraph
        case "ul", "menu", "dir": self = .list(ordered: false)
        case "ol": self = .list(ordered: true)
        case "pre", "listing", "xmp": self = .code
        case "table": self = .table
        case "blockquote": self = .quote
        case "hr": self = .separator
        default: self = Self.containers.contains(name) ? .container : .inline
        }
    }

    /// Block containers: their children are blocks, and a run of loose text inside them is a paragraph.
    private static let containers: Set<String> = [
        "#document", "html", "body", "main", "article", "section", "div", "center", "figure", "figcaption",
        "details", "summary", "dl", "dt", "dd", "address", "fieldset", "legend", "hgroup", "search", "dialog",
        "li", "caption", "thead", "tbody", "tfoot", "tr", "td", "th",
    ]
}
