/// Shortens scraped text quoted in a diagnostic, so a huge line does not make a huge message.
enum Quoting {
    /// The text itself, or its first 80 characters and an ellipsis.
    static func excerpt(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(80)) + "…"
    }
}
