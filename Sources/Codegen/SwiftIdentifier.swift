/// Turns names from specs, such as `ios-purchase` or `error-codes`, into Swift type names.
public enum SwiftIdentifier {
    /// Upper camel case from the ASCII letters and digits of `words` (other characters separate words),
    /// prefixed with `Generated` when it would be empty or start with a digit.
    public static func typeName(_ words: String...) -> String {
        let parts = words.flatMap { $0.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) } }
        let name = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first, first.isLetter else { return "Generated" + name }
        return name
    }
}
