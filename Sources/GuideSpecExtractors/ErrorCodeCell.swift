import GuideSpecDocumentModel
import GuideSpecSpecModel

/// Reads the codes in one error-code cell: integers, several per cell, and ranges such as `-4090001 ~ 4`.
enum ErrorCodeCell {
    /// One code or an inclusive range of codes.
    struct Codes: Equatable {
        var first: Int
        var last: Int?
    }

    /// What a cell holds: codes, or a number too large to be a code (read as a code cell, but not usable).
    enum Reading: Equatable {
        case codes([Codes])
        /// The first number (as written) whose magnitude is over `ErrorEntry.largestCode`.
        case outOfRange(String)
    }

    /// What `lines` hold, or nil when some part is neither a code nor a number (so the cell is not a code cell).
    static func read(_ lines: TextLines) -> Reading? {
        // The common cell, one plain integer, read at once (the parts below give the same answer for it).
        if lines.count == 1, let value = Int(lines[0]) {
            return value.magnitude <= UInt(ErrorEntry.largestCode) ? .codes([Codes(first: value, last: nil)]) : .outOfRange(lines[0])
        }
        guard lines.allSatisfy(startsLikeCodes) else { return nil }
        var result: [Codes] = []
        var tooLarge: String?
        for line in lines {
            for part in line.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == "、" }) {
                let trimmed = part.trimmingCharacters(notIn: { !Identifiers.isWhitespace($0) })
                guard !trimmed.isEmpty else { continue }
                switch parseOne(trimmed) {
                case .codes(let codes)?: result += codes
                case .outOfRange(let number)?: tooLarge = tooLarge ?? number
                case nil: return nil
                }
            }
        }
        if let tooLarge { return .outOfRange(tooLarge) }
        return result.isEmpty ? nil : .codes(result)
    }

    /// Whether the line's first character that is no separator or whitespace can start an integer: a line of prose
    /// is turned down on its first letter instead of being split into parts first.
    private static func startsLikeCodes(_ line: String) -> Bool {
        // Read by bytes in place while every byte met is ASCII (then each is a character of its own); nil hands the line
        // to the reading by characters from the first byte that is not.
        var contiguous = line
        let answer: Bool? = contiguous.withUTF8 { bytes in
            for (index, byte) in bytes.enumerated() {
                if byte >= 0x80 { return nil }
                if !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "/")) {
                    if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return nil }
                    return byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                }
            }
            return true
        }
        return answer ?? startsLikeCodesByCharacters(line)
    }

    private static func startsLikeCodesByCharacters(_ line: String) -> Bool {
        guard let first = line.first(where: { !(Identifiers.isWhitespace($0) || isSeparator($0)) }) else { return true }
        // Told apart by its bytes instead of string comparisons. A digit with a mark joined to it (`5\u{301}`, between "0"
        // and "9" as strings) is turned down here instead of by `parseOne`: `read` answers nil either way.
        guard first.utf8.count == 1, let byte = first.utf8.first else { return false }
        return byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Whether `character` is `,`, `/` or `、`, told from its bytes: a character equals one of them only as that one scalar.
    private static func isSeparator(_ character: Character) -> Bool {
        let bytes = character.utf8
        if bytes.count == 1, let byte = bytes.first { return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "/") }
        return bytes.elementsEqual("、".utf8)
    }

    /// A single integer, or `A ~ B` where B gives A's last digits (`-5000001 ~ 15` is -5000001…-5000015).
    /// No arithmetic that can trap: a number over `ErrorEntry.largestCode` is reported, not computed with.
    private static func parseOne(_ text: Substring) -> Reading? {
        let pieces = text.split(whereSeparator: { $0 == "~" || $0 == "～" })
        guard let firstText = pieces.first?.trimmingCharacters(notIn: { !Identifiers.isWhitespace($0) }), isInteger(firstText) else { return nil }
        guard let first = code(firstText) else { return .outOfRange(String(firstText)) }
        switch pieces.count {
        case 1 where !text.contains(where: { $0 == "~" || $0 == "～" }):
            return .codes([Codes(first: first, last: nil)])
        case 2:
            let suffix = pieces[1].trimmingCharacters(notIn: { !Identifiers.isWhitespace($0) }).drop { $0 == "-" }
            guard isDigits(suffix) else { return nil }
            let magnitude = String(first.magnitude)
            guard suffix.count <= magnitude.count else { return nil }
            // Joined as strings: `+` on the two slices appends character by character.
            let lastText = String(magnitude.dropLast(suffix.count)) + String(suffix)
            guard let last = code(Substring(lastText)) else { return .outOfRange(String(lastText)) }
            return .codes([Codes(first: first, last: first < 0 ? -last : last)])
        default:
            return nil
        }
    }

    /// Whether `text` is an optional sign and ASCII digits.
    private static func isInteger(_ text: Substring) -> Bool {
        isDigits(text.first == "-" || text.first == "+" ? text.dropFirst() : text)
    }

    /// Whether `text` is one or more ASCII digits.
    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The value of an integer written in `text`, or nil when its magnitude is over `ErrorEntry.largestCode`.
    private static func code(_ text: Substring) -> Int? {
        guard let value = Int(text), value.magnitude <= UInt(ErrorEntry.largestCode) else { return nil }
        return value
    }
}
