extension JSONValue {
    /// The most characters a diff shows of one value.
    public static let excerptLength = 200

    /// The value's canonical JSON cut to `excerptLength` characters, for diffs that must stay readable whatever the value.
    public var excerpt: String { Self.excerpt(of: description) }

    /// `text` cut to `limit` characters, followed by `… (N more characters)` when it is longer.
    public static func excerpt(of text: String, limit: Int = excerptLength) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex else { return text }
        return "\(text[..<end])… (\(text.distance(from: end, to: text.endIndex)) more characters)"
    }
}
