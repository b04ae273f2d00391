/// One node of a parsed HTML page, copied out of libxml2: an element or a run of text.
enum HTMLNode: Sendable {
    case element(HTMLElement)
    case text(HTMLText)

    /// The first source line holding visible content, or nil when the node is only whitespace.
    var firstContentLine: Int? {
        switch self {
        case .element(let element): element.line
        case .text(let text): text.firstContentLine
        }
    }

    /// The last source line holding visible content, or nil when the node is only whitespace.
    var lastContentLine: Int? {
        switch self {
        case .element(let element): element.lastLine
        case .text(let text): text.lastContentLine
        }
    }
}

/// An element with its lowercased tag name, the attributes the front end reads, its line and children.
struct HTMLElement: Sendable {
    let name: String
    /// Only `class`, `id` and `role`, the attributes that decide what is page chrome and what is content.
    let attributes: [String: String]
    /// The line of the element's start tag.
    let line: Int
    let children: [HTMLNode]
    /// The last line of the element's content: its start tag's line or its last non-blank descendant's.
    let lastLine: Int

    init(name: String, attributes: [String: String] = [:], line: Int, children: [HTMLNode]) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.children = children
        self.lastLine = children.reduce(line) { max($0, $1.lastContentLine ?? $0) }
    }

    /// The child elements, skipping text.
    var childElements: [HTMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The class names in the `class` attribute.
    var classNames: [Substring] {
        (attributes["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    }
}

/// Text as libxml2 decoded it (entities resolved), with the line it starts on.
struct HTMLText: Sendable {
    let content: String
    /// The line the text's first character is on.
    let line: Int
    /// The number of line breaks in the text, to move the line cursor past it.
    let newlineCount: Int
    /// The line of the first character that is not whitespace, or nil when there is none.
    let firstContentLine: Int?
    /// The line of the last character that is not whitespace, or nil when there is none.
    let lastContentLine: Int?

    /// Creates a text node starting on `line`, measuring its lines in one pass over the bytes.
    init(content: String, line: Int) {
        self.content = content
        self.line = line
        var content = content
        let measured = content.withUTF8 { Self.measure($0) }
        newlineCount = measured.newlines
        firstContentLine = measured.first.map { line + $0 }
        lastContentLine = measured.last.map { line + $0 }
    }

    /// Line breaks, and the line offsets of the first and last non-blank characters.
    private static func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> (newlines: Int, first: Int?, last: Int?) {
        var newlines = 0
        var first: Int?
        var last: Int?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                newlines += 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                index += 1  // a no-break space is blank
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
                if first == nil { first = newlines }
                last = newlines
            }
            index += 1
        }
        return (newlines, first, last)
    }

    /// Whitespace by `TextNormalization`'s rules: spaces, tabs, no-break spaces and line ends.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{A0}" || scalar == "\n" || scalar == "\r"
    }
}
