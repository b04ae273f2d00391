/// A name a person gave (a file, page or language name) as messages quote it: safe to print whatever it holds.
public enum QuotedName {
    /// The name in quotes with control characters escaped and cut to 120 characters.
    public static func quoted(_ name: String) -> String {
        let escaped = name.unicodeScalars.prefix(120).map {
            $0.isASCII && $0.value >= 0x20 && $0 != "\u{7F}" ? String($0) : $0.escaped(asASCII: true)
        }.joined()
        return "\"\(escaped)\(name.unicodeScalars.count > 120 ? "…" : "")\""
    }
}
