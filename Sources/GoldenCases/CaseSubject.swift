/// The spelling rules of a case id's subject, which `swift test --filter` reads as a regular expression.
enum CaseSubject {
    /// `text` with `/` (which separates an id's segments), white space, backticks and every regular-expression metacharacter
    /// but `.` removed or replaced, so that an id names a Swift test (a raw identifier) and, given to `swift test --filter`,
    /// matches it; `(` and `)` read as `<` and `>`.
    static func safe(_ text: String) -> String {
        var subject = ""
        for character in text {
            switch character {
            case "/": subject.append("-")
            case "(": subject.append("<")
            case ")": subject.append(">")
            case " ", "\t", "\n", "\r", "`", "[", "]", "{", "}", "*", "+", "?", "|", "^", "$", "\\": continue
            default: subject.append(character)
            }
        }
        return subject
    }
}
