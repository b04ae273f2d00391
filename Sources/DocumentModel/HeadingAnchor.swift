/// Derives the URL fragment a documentation site gives a heading.
public enum HeadingAnchor {
    /// GitHub-style: lowercased, punctuation dropped, spaces turned into hyphens; letters of any script kept.
    public static func slug(for text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug
    }
}
