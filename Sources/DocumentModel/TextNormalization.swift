/// The whitespace rules all front ends apply to text, so the same page read in any format gives the same strings.
public enum TextNormalization {
    /// Trims the ends and turns every run of spaces, tabs and no-break spaces into one space.
    public static func collapseSpaces(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\u{A0}" || scalar == "\n" || scalar == "\r" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Splits text at newlines into normalized lines, dropping empty ones.
    public static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { collapseSpaces(String($0)) }
            .filter { !$0.isEmpty }
    }
}
