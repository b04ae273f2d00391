/// One node of a report page: an element, text, or the page's own style sheet or script.
enum HTMLNode: Sendable {
    case element(HTMLElement)
    /// Text from anywhere (guide lines, adapter output, file names); the renderer escapes it.
    case text(String)
    /// CSS or JavaScript written as a literal in GuideSpec's code, the only content written without escaping.
    case code(StaticString)

    /// An element with the attributes that are not nil, in the order given, and children.
    static func element(_ name: HTMLName, _ attributes: [HTMLAttribute?] = [], _ children: [HTMLNode] = []) -> HTMLNode {
        .element(HTMLElement(name: name, attributes: attributes.compactMap { $0 }, children: children))
    }

    /// An element whose only child is `text`.
    static func element(_ name: HTMLName, _ attributes: [HTMLAttribute?] = [], text: String) -> HTMLNode {
        .element(name, attributes, [.text(text)])
    }
}

/// An element: its name, its attributes in order, and its children.
struct HTMLElement: Sendable {
    var name: HTMLName
    var attributes: [HTMLAttribute]
    var children: [HTMLNode]
}

/// One attribute; a nil value writes the bare name (`hidden`, `open`).
struct HTMLAttribute: Sendable {
    var name: HTMLName
    var value: String?

    /// An attribute with a value.
    init(_ name: HTMLName, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A boolean attribute, present only when `isSet`; nil means leave it out.
    static func flag(_ name: HTMLName, _ isSet: Bool = true) -> HTMLAttribute? {
        isSet ? HTMLAttribute(name: name, value: nil) : nil
    }

    private init(name: HTMLName, value: String?) {
        self.name = name
        self.value = value
    }

    /// `class="…"`.
    static func `class`(_ value: String) -> HTMLAttribute { HTMLAttribute("class", value) }

    /// `id="…"`.
    static func id(_ value: String) -> HTMLAttribute { HTMLAttribute("id", value) }
}
