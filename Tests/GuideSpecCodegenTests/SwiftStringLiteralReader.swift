/// Reads back the literals `SwiftStringLiteral` writes, by Swift's escaping rules, refusing what would not compile.
enum SwiftStringLiteralReader {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// The string a literal evaluates to.
    static func read(_ literal: String) throws -> String {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.removeFirst() == "\"", scalars.removeLast() == "\"" else { throw Invalid(description: "not quoted") }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" || scalar == "\n" || scalar == "\r" { throw Invalid(description: "raw \(scalar.escaped(asASCII: true)) inside") }
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { throw Invalid(description: "trailing backslash") }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "0": result.append("\0")
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "u":
                guard index < scalars.count, scalars[index] == "{", let close = scalars[index...].firstIndex(of: "}") else {
                    throw Invalid(description: "bad \\u")
                }
                let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                guard (1...8).contains(hex.count), let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                    throw Invalid(description: "bad \\u{\(hex)}")
                }
                result.append(decoded)
                index = close + 1
            default: throw Invalid(description: "unknown escape \\\(escape)")
            }
        }
        return String(result)
    }
}
