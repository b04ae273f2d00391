/// Reads the codes in one error-code cell: integers, several per cell, and ranges such as `-4090001 ~ 4`.
enum ErrorCodeCell {
    /// One code or an inclusive range of codes.
    struct Codes: Equatable {
        var first: Int
        var last: Int?
    }

    /// The codes in `lines`, or nil when some part is not a code (so the cell is not a code cell).
    static func parse(_ lines: [String]) -> [Codes]? {
        guard lines.allSatisfy(startsLikeCodes) else { return nil }
        var result: [Codes] = []
        for line in lines {
            for part in line.split(whereSeparator: { $0 == "," || $0 == "/" || $0 == "、" }) {
                let trimmed = part.trimmingCharacters(notIn: { !$0.isWhitespace })
                guard !trimmed.isEmpty else { continue }
                guard let codes = parseOne(trimmed) else { return nil }
                result.append(codes)
            }
        }
        return result.isEmpty ? nil : result
    }

    /// Whether the line's first character that is no separator or whitespace can start an integer: a line of prose
    /// is turned down on its first letter instead of being split into parts first.
    private static func startsLikeCodes(_ line: String) -> Bool {
        guard let first = line.first(where: { !($0.isWhitespace || $0 == "," || $0 == "/" || $0 == "、") }) else { return true }
        return first == "-" || first == "+" || ("0"..."9").contains(first)
    }

    /// A single integer, or `A ~ B` where B gives A's last digits (`-5000001 ~ 15` is -5000001…-5000015).
    private static func parseOne(_ text: Substring) -> Codes? {
        let pieces = text.split(whereSeparator: { $0 == "~" || $0 == "～" })
        guard let first = pieces.first.flatMap({ Int($0.trimmingCharacters(notIn: { !$0.isWhitespace })) }) else { return nil }
        switch pieces.count {
        case 1 where !text.contains("~") && !text.contains("～"):
            return Codes(first: first, last: nil)
        case 2:
            let suffix = pieces[1].trimmingCharacters(notIn: { !$0.isWhitespace }).drop { $0 == "-" }
            guard !suffix.isEmpty, suffix.allSatisfy(\.isNumber) else { return nil }
            let magnitude = String(abs(first))
            guard suffix.count <= magnitude.count, let last = Int(magnitude.dropLast(suffix.count) + suffix) else { return nil }
            let signed = first < 0 ? -last : last
            return Codes(first: first, last: signed)
        default:
            return nil
        }
    }
}
