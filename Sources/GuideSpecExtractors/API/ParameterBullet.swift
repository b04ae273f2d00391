/// A list item that names a parameter and says what it is: `context 应用的 ApplicationContext`, `pageName：Page name`,
/// `debug - true to print debug logs`.
enum ParameterBullet {
    /// The parameter's name and description, or nil when the item starts with no name followed by a separator.
    static func read(_ line: String) -> (name: String, description: String?)? {
        let text = Substring(line.trimmingCharacters(in: " *`"))
        guard let name = HeadingName.identifierPrefix(text), !name.contains(".") else { return nil }
        var rest = text[name.endIndex...]
        rest = rest.drop { $0 == "`" || $0 == "*" }
        guard let separator = rest.first, separator == " " || separator == ":" || separator == "：" || separator == "-" || separator == "—" else {
            return rest.isEmpty ? (String(name), nil) : nil
        }
        let description = rest.drop { $0 == " " || $0 == ":" || $0 == "：" || $0 == "-" || $0 == "—" }
        // After a bare space the name must meet text of another script (`context 应用的…`): `Debug will print…` is a
        // sentence, not a parameter.
        if separator == " ", let next = description.unicodeScalars.first, next.isASCII { return nil }
        return (String(name), description.isEmpty ? nil : String(description))
    }
}
