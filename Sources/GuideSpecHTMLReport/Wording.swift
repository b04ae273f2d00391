/// Wording and small pieces every section of the report uses.
enum Wording {
    /// `n thing` or `n things`.
    static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : pluralForm ?? singular + "s")"
    }

    /// A titled list of problems, with a sentence saying what to do when there is one.
    static func notice(_ title: String, _ items: [[HTMLNode]], hint: String? = nil) -> HTMLNode {
        .element(
            "div", [.class("notice"), HTMLAttribute("role", "note")],
            [.element("h3", text: title)] + (hint.map { [.element("p", [.class("hint")], text: $0)] } ?? [])
                + [.element("ul", [], items.map { .element("li", [], $0) })])
    }
}
