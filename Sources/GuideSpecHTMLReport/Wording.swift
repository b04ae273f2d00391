/// Wording and small pieces every section of the report uses.
enum Wording {
    /// `n thing` or `n things`.
    static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : pluralForm ?? singular + "s")"
    }

    /// `values` as separate text nodes between `separator`s, so that each is isolated on its own (`HTMLRenderer`) and none
    /// can turn the separators or the values after it around.
    static func joined(_ values: [String], separator: String) -> [HTMLNode] {
        joined(values.map { [HTMLNode.text($0)] }, separator: separator)
    }

    /// The pieces (each a run of nodes) between `separator`s.
    static func joined(_ pieces: [[HTMLNode]], separator: String) -> [HTMLNode] {
        pieces.enumerated().flatMap { index, piece in index == 0 ? piece : [.text(separator)] + piece }
    }

    /// A titled list of problems, with a sentence saying what to do when there is one.
    static func notice(_ title: String, _ items: [[HTMLNode]], hint: String? = nil) -> HTMLNode {
        .element(
            "div", [.class("notice"), HTMLAttribute("role", "note")],
            [.element("h3", text: title)] + (hint.map { [.element("p", [.class("hint")], text: $0)] } ?? [])
                + [.element("ul", [], items.map { .element("li", [], $0) })])
    }
}
