import GuideSpecVocabulary

/// A page name GuideSpec can put in a file name: a slug of ASCII letters, digits, `-`, `_` and `.`.
public enum PageName {
    /// The longest page name, so that `<page>.<lang>.json` and generated type names stay well under file-name limits.
    public static let maximumLength = 100

    /// Why `name` is not a page name, or nil when it is one.
    public static func problem(_ name: String) -> String? {
        let expected =
            "expected a page name of ASCII letters, digits, '-', '_' and '.', starting with a letter or digit, at most \(maximumLength) characters"
        guard !name.isEmpty else { return "the page name is empty: \(expected)" }
        guard name.unicodeScalars.count <= maximumLength else { return "the page name is \(name.unicodeScalars.count) characters long: \(expected)" }
        let allowed = name.unicodeScalars.allSatisfy { isASCIILetterOrDigit($0) || "-_.".unicodeScalars.contains($0) }
        guard allowed, let first = name.unicodeScalars.first, isASCIILetterOrDigit(first), !name.contains("..") else {
            return "\(QuotedName.quoted(name)) is not a page name: \(expected)"
        }
        return nil
    }

    static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
