/// Small guide pages for test repositories: an error table whose rows start at line 5.
enum GuidePage {
    /// A page titled `title` listing `errors` (name, code), one row each from line 5.
    static func errors(_ errors: [(String, Int)], title: String = "Purchase") -> String {
        var lines = ["# \(title)", "", "| Error | Error Code | Description |", "| --- | --- | --- |"]
        lines += errors.map { "| \($0.0) | \($0.1) | What \($0.0) means. |" }
        return lines.joined(separator: "\n") + "\n"
    }
}
