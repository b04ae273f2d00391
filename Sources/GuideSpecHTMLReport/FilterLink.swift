import Foundation

/// A link to the findings under some filters, `?page=…&lang=…#findings`: the script applies it in place (and the
/// same URL opened later gives the same view); without JavaScript it leads to the full list.
enum FilterLink {
    /// The characters a query value keeps as they are.
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The link around `label`; `accessibleName` names it when the label alone does not say where it leads.
    static func node(_ filters: [(key: String, value: String)], _ label: [HTMLNode], accessibleName: String? = nil) -> HTMLNode {
        .element("a", [HTMLAttribute("href", href(filters)), .class("filter-link"), accessibleName.map { HTMLAttribute("aria-label", $0) }], label)
    }

    /// `?key=value&…#findings`, every value percent-encoded.
    static func href(_ filters: [(key: String, value: String)]) -> String {
        "?" + filters.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")" }.joined(separator: "&")
            + "#findings"
    }
}
