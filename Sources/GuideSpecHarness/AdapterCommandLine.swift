import Foundation

/// Splits an `--adapter` string into an argument vector with simple shell-like quoting, never running a shell.
///
/// Words are separated by spaces or tabs. `'…'` keeps everything inside literally; `"…"` keeps everything
/// inside except that `\"` and `\\` stand for `"` and `\`; outside quotes, `\` makes the next character literal.
/// No variables, globs, pipes or redirections: `$`, `*`, `|`, `>` are ordinary characters.
public enum AdapterCommandLine {
    /// Why an adapter string cannot be split.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The argument vector for `command`.
    public static func split(_ command: String) throws(SyntaxError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                if quote == "\"" && character != "\"" && character != "\\" { word.append("\\") }
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            } else {
                word.append(character)
                inWord = true
            }
        }
        if let quote { throw SyntaxError(description: "unterminated \(quote) quote in adapter command: \(command)") }
        if escaped { throw SyntaxError(description: "adapter command ends with a lone backslash: \(command)") }
        if inWord { words.append(word) }
        guard !words.isEmpty else { throw SyntaxError(description: "empty adapter command") }
        return words
    }

    /// `arguments` as one string that `split` turns back into the same vector.
    public static func join(_ arguments: [String]) -> String {
        arguments.map { argument in
            let plain = !argument.isEmpty && argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
            return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
